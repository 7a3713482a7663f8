/* escape: tries to reach the judge's side through /proc, as a program
   that shares a uid with the judge would (issue 24.7): for every pid and
   tid from 1 to 4095, listed in /proc or not, opens its root, exe,
   environ and descriptors 0-31, and prints each that opened and is not
   its own process's. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(void) {
	char self[64] = {0}, path[128];
	readlink("/proc/self", self, sizeof self - 1);
	int me = atoi(self), reached = 0;
	for (int p = 1; p < 4096; p++) {
		if (p == me) continue;
		const char *what[] = {"root/", "exe", "environ", "cwd/"};
		for (int i = 0; i < 4; i++) {
			snprintf(path, sizeof path, "/proc/%d/%s", p, what[i]);
			int fd = open(path, O_RDONLY);
			if (fd >= 0) printf("opened %s\n", path), reached++, close(fd);
		}
		for (int n = 0; n < 32; n++) {
			snprintf(path, sizeof path, "/proc/%d/fd/%d", p, n);
			int fd = open(path, O_PATH);
			if (fd >= 0) printf("opened %s\n", path), reached++, close(fd);
		}
	}
	printf("reached %d\n", reached);
	return 0;
}
