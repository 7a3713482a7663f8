/* Sleeps forever, using no CPU: must end as a time limit by the wall clock. */
#include <unistd.h>
int main(void) {
	for (;;) pause();
}
