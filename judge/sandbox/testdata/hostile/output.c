/* Writes 4 GiB to stdout: must end as an output limit. */
#include <string.h>
#include <unistd.h>
static char buf[1 << 20];
int main(void) {
	memset(buf, 'x', sizeof buf);
	for (int i = 0; i < 4096; i++)
		if (write(1, buf, sizeof buf) < 0) return 3;
	return 0;
}
