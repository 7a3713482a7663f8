/* seccomp: tries every call the sandbox's filter denies and prints one line
 * per call, "name ERRNO" or "name ok". The arguments are chosen to fail
 * harmlessly (missing paths, bad descriptors, no such pid) if a call is let
 * through, so that a broken filter shows as another errno, not as damage. */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include <linux/netlink.h>
#include <netinet/in.h>

static void try(const char *name, long r) {
	printf("%s %s\n", name, r < 0 ? strerrorname_np(errno) : "ok");
}

static int child(void *arg) { (void)arg; return 0; }

int main(void) {
	static char stack[65536];
	try("unshare", syscall(SYS_unshare, CLONE_NEWUSER));
	/* the namespaces a server's child takes (a sealed forker lets them by) */
	try("unshare-ipc", syscall(SYS_unshare, CLONE_NEWIPC | CLONE_NEWCGROUP));
	try("setns", syscall(SYS_setns, -1, 0));
	try("mount", syscall(SYS_mount, "none", "/nonexistent-slidejudge", "tmpfs", 0, 0));
	try("umount2", syscall(SYS_umount2, "/nonexistent-slidejudge", 2));
	try("pivot_root", syscall(SYS_pivot_root, "/nonexistent-slidejudge", "/nonexistent-slidejudge"));
	try("chroot", syscall(SYS_chroot, "/nonexistent-slidejudge"));
	try("open_tree", syscall(428, -1, "x", 0));
	try("move_mount", syscall(429, -1, "", -1, "", 0));
	try("fsopen", syscall(430, "nonexistent-fs", 0));
	try("fsconfig", syscall(431, -1, 0, 0, 0, 0));
	try("fsmount", syscall(432, -1, 0, 0));
	try("fspick", syscall(433, -1, "x", 0));
	try("mount_setattr", syscall(442, -1, "x", 0, 0, 0));
	try("io_uring_setup", syscall(425, 0, 0));
	try("io_uring_enter", syscall(426, -1, 0, 0, 0, 0, 0));
	try("io_uring_register", syscall(427, -1, 0, 0, 0));
	try("bpf", syscall(SYS_bpf, 0xffff, stack, 64));
	try("perf_event_open", syscall(SYS_perf_event_open, 0, 0, -1, -1, 0));
	try("userfaultfd", syscall(SYS_userfaultfd, 0xffffffff));
	try("ptrace", syscall(SYS_ptrace, 3, 999999999, 0, 0));
	try("process_vm_readv", syscall(SYS_process_vm_readv, 999999999, 0, 0, 0, 0, 0));
	try("process_vm_writev", syscall(SYS_process_vm_writev, 999999999, 0, 0, 0, 0, 0));
	try("kexec_load", syscall(SYS_kexec_load, 0, 1, 0, 0xffffffffUL));
	try("kexec_file_load", syscall(SYS_kexec_file_load, -1, -1, 0, "", 0));
	try("add_key", syscall(SYS_add_key, "nonexistent-type", "k", "v", 1, 0));
	try("request_key", syscall(SYS_request_key, "nonexistent-type", "k", 0, 0));
	try("keyctl", syscall(SYS_keyctl, 0xffff, 0, 0));
	try("inotify_init", syscall(SYS_inotify_init));
	try("inotify_init1", syscall(SYS_inotify_init1, 0));
	try("fanotify_init", syscall(SYS_fanotify_init, 0xffffffff, 0));
	try("mq_open", syscall(SYS_mq_open, "nonexistent-queue", 2, 0600, 0));
	try("clone3", syscall(435, 0, 0));
	try("clone-newuser", clone(child, stack + sizeof stack, CLONE_NEWUSER | SIGCHLD, 0));
	try("clone-newns", clone(child, stack + sizeof stack, CLONE_NEWNS | SIGCHLD, 0));
	try("socket-netlink", socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE));
	try("socket-packet", socket(AF_PACKET, SOCK_RAW, 0));
	try("socket-udp", socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0));
	try("socket-udp6", socket(AF_INET6, SOCK_DGRAM, 0));
	try("socket-raw", socket(AF_INET, SOCK_RAW, IPPROTO_ICMP));
	/* the VM's channel to its host, outside the net namespace (issue 24.5) */
	try("socket-vsock", socket(40 /* AF_VSOCK */, SOCK_STREAM, 0));
	try("socket-vsock-dgram", socket(40, SOCK_DGRAM, 0));
	try("socket-sctp", socket(AF_INET, SOCK_STREAM, 132 /* IPPROTO_SCTP */));
	try("socket-alg", socket(38 /* AF_ALG */, SOCK_SEQPACKET, 0));
	try("socketpair-vsock", socketpair(40, SOCK_STREAM, 0, (int[2]){0}));
	/* an allow-list, not a list of known families: every other family
	 * number, of every type, fails with EPERM (the first that does not is
	 * named: family/type errno) */
	const char *other = "EPERM";
	static char seen[64];
	for (int fam = 0; fam < 64 && other[0] == 'E' && other[1] == 'P'; fam++) {
		if (fam == AF_UNIX || fam == AF_INET || fam == AF_INET6) continue;
		int types[] = {SOCK_STREAM, SOCK_DGRAM, SOCK_RAW, SOCK_SEQPACKET, SOCK_RDM};
		for (unsigned i = 0; i < sizeof types / sizeof *types; i++) {
			int fd = socket(fam, types[i], 0);
			if (fd >= 0 || errno != EPERM) {
				snprintf(seen, sizeof seen, "%d/%d:%s", fam, types[i], fd >= 0 ? "ok" : strerrorname_np(errno));
				other = seen;
				break;
			}
			fd = socketpair(fam, types[i], 0, (int[2]){0});
			if (fd >= 0 || errno != EPERM) {
				snprintf(seen, sizeof seen, "pair-%d/%d:%s", fam, types[i], fd >= 0 ? "ok" : strerrorname_np(errno));
				other = seen;
				break;
			}
		}
	}
	printf("socket-every-other-family %s\n", other);
	/* still allowed: what programs do use */
	long pid = clone(child, stack + sizeof stack, SIGCHLD, 0);
	if (pid > 0) waitpid(pid, 0, 0);
	try("allowed-clone", pid);
	try("allowed-fork", (pid = fork()) == 0 ? (_exit(0), 0) : pid);
	if (pid > 0) waitpid(pid, 0, 0);
	try("allowed-socket-unix", socket(AF_UNIX, SOCK_STREAM, 0));
	try("allowed-socket-tcp", socket(AF_INET, SOCK_STREAM, 0));
	try("allowed-socket-tcp6", socket(AF_INET6, SOCK_STREAM | SOCK_CLOEXEC, IPPROTO_TCP));
	int sv[2];
	try("allowed-socketpair-unix", socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	/* how many filters the program runs under (a server's: two stacked) */
	char line[256], filters[64] = "unknown";
	FILE *st = fopen("/proc/self/status", "r");
	while (st && fgets(line, sizeof line, st))
		if (sscanf(line, "Seccomp_filters: %63s", filters) == 1) break;
	printf("filters %s\n", filters);
	return 0;
}
