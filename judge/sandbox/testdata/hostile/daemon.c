/* Double-forks a daemon that appends to the file argv[1] every 10 ms, and
   exits once the daemon has written (at most 5 s of waiting: on an emulated
   or loaded machine the daemon's forks take longer than any fixed sleep):
   the daemon must be gone when the run ends. */
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>
int main(int argc, char **argv) {
	if (argc < 2) return 2;
	if (fork() == 0) {
		setsid();
		if (fork() == 0) {
			for (;;) {
				int fd = open(argv[1], O_WRONLY | O_APPEND | O_CREAT, 0644);
				if (fd >= 0) { write(fd, "x", 1); close(fd); }
				usleep(10000);
			}
		}
		_exit(0);
	}
	struct stat st;
	for (int i = 0; i < 500 && stat(argv[1], &st) != 0; i++) usleep(10000); /* let the daemon start */
	usleep(20000);
	return 0;
}
