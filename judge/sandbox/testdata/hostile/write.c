/* Writes a file at each path given: none of them must appear. */
#include <stdio.h>
int main(int argc, char **argv) {
	for (int i = 1; i < argc; i++) {
		FILE *f = fopen(argv[i], "w");
		if (!f) { perror(argv[i]); continue; }
		fputs("pwned\n", f);
		fclose(f);
		printf("wrote %s\n", argv[i]);
	}
	return 0;
}
