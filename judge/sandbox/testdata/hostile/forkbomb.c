/* Forks without end: must not end cleanly and must leave no process. */
#include <unistd.h>
int main(void) {
	for (;;) fork();
}
