/* tamper PATH...: tries to take each path away from later runs (chmod 000,
 * chown, utimes, an xattr) and prints "PATH ok" for every change that went
 * through (issue 12 item 1: the shared build cache; 17 item 2: the program's
 * own build dir; 17 item 1: another judge's work dir). */
#include <stdio.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/xattr.h>
#include <unistd.h>
int main(int argc, char **argv) {
	for (int i = 1; i < argc; i++) {
		const char *p = argv[i];
		struct timeval tv[2] = {{1, 0}, {1, 0}};
		if (chmod(p, 0) == 0) printf("%s chmod ok\n", p);
		if (chown(p, 65534, 65534) == 0) printf("%s chown ok\n", p);
		if (utimes(p, tv) == 0) printf("%s utimes ok\n", p);
		if (setxattr(p, "user.slidejudge", "1", 1, 0) == 0) printf("%s xattr ok\n", p);
	}
	puts("done");
	return 0;
}
