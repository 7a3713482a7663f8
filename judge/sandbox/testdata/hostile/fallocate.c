/* fallocate: reserves 2 GiB in the work dir without growing the file
 * (FALLOC_FL_KEEP_SIZE, which RLIMIT_FSIZE does not see; issue 12 item 3),
 * then writes 1 MiB files until the disk is full, as javac's one file per
 * class does (issue 17 item 4). */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
int main(void) {
	int fd = open("reserve", O_CREAT | O_WRONLY, 0644);
	if (fd < 0) { perror("open"); return 1; }
	if (fallocate(fd, FALLOC_FL_KEEP_SIZE, 0, 2LL << 30) == 0) puts("reserved 2 GiB");
	else perror("fallocate");
	close(fd);
	static char buf[1 << 20];
	memset(buf, 'x', sizeof buf);
	int files = 0;
	for (; files < 4096; files++) {
		char name[32];
		snprintf(name, sizeof name, "f%d", files);
		int f = open(name, O_CREAT | O_WRONLY, 0644);
		if (f < 0) break;
		ssize_t n = write(f, buf, sizeof buf);
		close(f);
		if (n != sizeof buf) break;
	}
	printf("%d files of 1 MiB\n", files);
	return 0;
}
