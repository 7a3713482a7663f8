/* unixconnect PATH: connects to the pathname unix socket PATH and sends a
 * line (issue 12 item 2): must reach nobody. */
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
int main(int argc, char **argv) {
	if (argc < 2) return 2;
	int s = socket(AF_UNIX, SOCK_STREAM, 0);
	if (s < 0) { perror("socket"); return 1; }
	struct sockaddr_un a = {.sun_family = AF_UNIX};
	strncpy(a.sun_path, argv[1], sizeof a.sun_path - 1);
	if (connect(s, (struct sockaddr *)&a, sizeof a) < 0) { perror("connect"); return 1; }
	write(s, "hello\n", 6);
	puts("connected");
	return 0;
}
