/* paths: prints every path the program can learn about itself: its cwd,
   its argv, its environment, the links of /proc/self (cwd, exe, root, each
   open fd), its cgroup, its mount tables and its memory maps. None may
   name a path of the judge's machine (issue 24, finding 6). */
#define _GNU_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void showlink(const char *p) {
	char buf[4096] = {0};
	if (readlink(p, buf, sizeof buf - 1) >= 0) printf("%s -> %s\n", p, buf);
}

static void dump(const char *p) {
	FILE *f = fopen(p, "r");
	if (!f) return;
	printf("== %s\n", p);
	int c;
	while ((c = getc(f)) != EOF) putchar(c ? c : '\n');
	putchar('\n');
	fclose(f);
}

int main(int argc, char **argv) {
	char cwd[4096] = {0};
	if (getcwd(cwd, sizeof cwd)) printf("getcwd %s\n", cwd);
	for (int i = 0; i < argc; i++) printf("argv[%d] %s\n", i, argv[i]);
	showlink("/proc/self/cwd");
	showlink("/proc/self/exe");
	showlink("/proc/self/root");
	DIR *d = opendir("/proc/self/fd");
	struct dirent *e;
	while (d && (e = readdir(d))) {
		char p[300];
		snprintf(p, sizeof p, "/proc/self/fd/%s", e->d_name);
		showlink(p);
	}
	const char *files[] = {"/proc/self/cgroup", "/proc/self/mountinfo", "/proc/self/mounts",
		"/proc/self/mountstats", "/proc/self/environ", "/proc/self/cmdline", "/proc/self/maps",
		"/proc/1/cmdline", "/proc/1/environ", "/proc/1/mountinfo"};
	for (unsigned i = 0; i < sizeof files / sizeof *files; i++) dump(files[i]);
	fflush(stdout);
	return 0;
}
