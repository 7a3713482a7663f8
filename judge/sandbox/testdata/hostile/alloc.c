/* Allocates 4 GiB and touches every page: must end as a memory limit. */
#include <stdlib.h>
#include <string.h>
int main(void) {
	for (int i = 0; i < 4096; i++) {
		char *p = malloc(1 << 20);
		if (!p) return 3;
		memset(p, i, 1 << 20);
	}
	return 0;
}
