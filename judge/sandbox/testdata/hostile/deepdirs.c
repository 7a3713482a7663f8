/* deepdirs N: builds a chain of N nested dirs in the work dir (issue 12
 * item 4: os.RemoveAll ran out of descriptors on 40k levels) and says how
 * deep it got; a second run finds an empty work dir. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>
#include <dirent.h>
int main(int argc, char **argv) {
	DIR *d = opendir(".");
	struct dirent *e;
	int found = 0;
	while (d && (e = readdir(d))) found += e->d_name[0] != '.';
	printf("found %d\n", found);
	int n = argc > 1 ? atoi(argv[1]) : 40000, depth = 0;
	for (; depth < n; depth++)
		if (mkdir("d", 0755) != 0 || chdir("d") != 0) break;
	printf("depth %d\n", depth);
	return 0;
}
