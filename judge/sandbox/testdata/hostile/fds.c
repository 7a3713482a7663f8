/* Lists the file descriptors above 2 that the program was given. */
#include <fcntl.h>
#include <stdio.h>

int main(void) {
	int n = 0;
	for (int fd = 3; fd < 1024; fd++)
		if (fcntl(fd, F_GETFD) != -1) printf("open fd %d\n", fd), n++;
	printf("%d extra fds\n", n);
	return 0;
}
