/* keyring make: stores a key in the user's and the session's keyrings;
 * keyring find: says whether it can still find them. Keyrings belong to
 * the uid, not to a process: all runs share uid 65534. */
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#define KEY_SPEC_SESSION_KEYRING -3
#define KEY_SPEC_USER_KEYRING -4
#define KEYCTL_SEARCH 10

int main(int argc, char **argv) {
	if (argc > 1 && strcmp(argv[1], "make") == 0) {
		long u = syscall(SYS_add_key, "user", "slidejudge-u", "secret", 6, KEY_SPEC_USER_KEYRING);
		long s = syscall(SYS_add_key, "user", "slidejudge-s", "secret", 6, KEY_SPEC_SESSION_KEYRING);
		printf("made user=%d session=%d\n", u >= 0, s >= 0);
		return 0;
	}
	long u = syscall(SYS_keyctl, KEYCTL_SEARCH, KEY_SPEC_USER_KEYRING, "user", "slidejudge-u", 0);
	long s = syscall(SYS_keyctl, KEYCTL_SEARCH, KEY_SPEC_SESSION_KEYRING, "user", "slidejudge-s", 0);
	printf("found user=%d session=%d\n", u >= 0, s >= 0);
	return 0;
}
