/* stdin: tries to open its standard input again for writing through
   /proc/self/fd/0 (after making it writable, as its owner could), prints
   where the link points and whether its own uid owns it, then the input
   it reads (issue 24, findings 6, 8). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *res(int r) { return r < 0 ? strerrorname_np(errno) : "ok"; }

int main(void) {
	char link[4096] = {0};
	readlink("/proc/self/fd/0", link, sizeof link - 1);
	printf("link %s\n", link);
	struct stat st;
	if (fstat(0, &st) == 0) printf("owner %s\n", st.st_uid == getuid() ? "self" : "other");
	printf("chmod %s\n", res(fchmod(0, 0666)));
	int w = open("/proc/self/fd/0", O_WRONLY);
	printf("open-write %s\n", res(w));
	if (w >= 0) printf("write %s\n", res(write(w, "poison", 6)));
	int rw = open("/dev/stdin", O_RDWR);
	printf("open-rdwr %s\n", res(rw));
	printf("write-fd0 %s\n", res(write(0, "poison", 6)));
	char buf[256] = {0};
	ssize_t n = read(0, buf, sizeof buf - 1);
	printf("read %zd %s", n, buf);
	return 0;
}
