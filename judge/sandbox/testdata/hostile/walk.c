/* Looks for the judge's answer files: walks / and the dirs given as
   arguments for *.ans, opens the paths given directly, and prints what it
   reads. Must find nothing. */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <string.h>
static int dump(const char *path) {
	FILE *f = fopen(path, "r");
	if (!f) return 0;
	char buf[256];
	size_t n = fread(buf, 1, sizeof buf, f);
	fwrite(buf, 1, n, stdout);
	fclose(f);
	return 0;
}
static int visit(const char *path, const struct stat *st, int flag, struct FTW *ftw) {
	size_t n = strlen(path);
	(void)st; (void)ftw;
	if (flag == FTW_F && n > 4 && strcmp(path + n - 4, ".ans") == 0) dump(path);
	return 0;
}
int main(int argc, char **argv) {
	nftw("/", visit, 16, FTW_PHYS);
	for (int i = 1; i < argc; i++) {
		dump(argv[i]);
		nftw(argv[i], visit, 16, FTW_PHYS);
	}
	nftw("/proc/1/root/tmp", visit, 16, FTW_PHYS);
	return 0;
}
