/* Kills everything it may: kill(-1), its parent, the pid given (the
   judge's, as the judge sees it) and its process group. The judge must
   survive and report. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
int main(int argc, char **argv) {
	kill(-1, SIGKILL);
	kill(getppid(), SIGKILL);
	if (argc > 1) kill(atoi(argv[1]), SIGKILL);
	puts("still here");
	fflush(stdout);
	kill(0, SIGKILL);
	return 0;
}
