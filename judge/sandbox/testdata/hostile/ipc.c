/* ipc make: leaves a SysV shared memory segment, semaphore set and message
 * queue and a POSIX message queue behind; ipc find: says which of them it
 * can still see; ipc counter: makes and removes one private segment, set
 * and queue and prints their ids, which count the objects made before
 * (a channel from run to run, issue 24.3). */
#include <fcntl.h>
#include <mqueue.h>
#include <stdio.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>

int main(int argc, char **argv) {
	key_t key = 0x5eed;
	if (argc > 1 && strcmp(argv[1], "make") == 0) {
		int shm = shmget(key, 4096, IPC_CREAT | 0666);
		if (shm >= 0) {
			char *p = shmat(shm, 0, 0);
			if (p != (char *)-1) strcpy(p, "secret of the last run");
		}
		int sem = semget(key, 1, IPC_CREAT | 0666);
		int msg = msgget(key, IPC_CREAT | 0666);
		mqd_t mq = mq_open("/slidejudge-ipc", O_CREAT | O_RDWR, 0666, NULL);
		printf("made %d %d %d mq=%d\n", shm >= 0, sem >= 0, msg >= 0, mq != (mqd_t)-1);
		return 0;
	}
	if (argc > 1 && strcmp(argv[1], "counter") == 0) {
		int shm = shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600);
		int sem = semget(IPC_PRIVATE, 1, IPC_CREAT | 0600);
		int msg = msgget(IPC_PRIVATE, IPC_CREAT | 0600);
		printf("ids %d %d %d\n", shm, sem, msg);
		shmctl(shm, IPC_RMID, NULL);
		semctl(sem, 0, IPC_RMID);
		msgctl(msg, IPC_RMID, NULL);
		return 0;
	}
	printf("found shm=%d sem=%d msg=%d mq=%d\n", shmget(key, 0, 0) >= 0, semget(key, 0, 0) >= 0, msgget(key, 0) >= 0,
	       mq_open("/slidejudge-ipc", O_RDWR) != (mqd_t)-1);
	return 0;
}
