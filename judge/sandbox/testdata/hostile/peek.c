/* peek PATH...: prints "PATH seen" for each path it can open (issue 12 item
 * 7: the host cgroup tree, /proc/1/cmdline; issue 17 item 3: the judge
 * binary), and the first bytes of /proc/1/cmdline if any. */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
int main(int argc, char **argv) {
	for (int i = 1; i < argc; i++) {
		int fd = open(argv[i], O_RDONLY);
		if (fd >= 0) {
			char buf[64];
			ssize_t n = read(fd, buf, sizeof buf);
			printf("%s seen (%zd bytes)\n", argv[i], n);
			close(fd);
		}
	}
	puts("done");
	return 0;
}
