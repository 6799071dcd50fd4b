#define _GNU_SOURCE
#include "CProcess.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

/// Makes `fd` the child's descriptor `target`, inheritable across exec.
static int place(int fd, int target) {
    if (fd == target) {
        int flags = fcntl(fd, F_GETFD);
        return flags == -1 ? -1 : fcntl(fd, F_SETFD, flags & ~FD_CLOEXEC);
    }
    return dup2(fd, target) == -1 ? -1 : 0;
}

int blogkit_pipe(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}

pid_t blogkit_spawn_tied(const char *path, char *const argv[], char *const envp[],
                         int input, int output, int error) {
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid != 0) return pid;

    // The child of a multithreaded process: only async-signal-safe calls from here on.
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) == -1) _exit(127);
    // The parent may have died before prctl: then nobody would kill this child.
    if (getppid() != parent) _exit(127);
    // Move the three descriptors out of 0-2 first, so that placing one never closes another.
    int fds[3] = { fcntl(input, F_DUPFD_CLOEXEC, 3), fcntl(output, F_DUPFD_CLOEXEC, 3),
                   fcntl(error, F_DUPFD_CLOEXEC, 3) };
    for (int i = 0; i < 3; i++) {
        if (fds[i] == -1 || place(fds[i], i) == -1) _exit(127);
    }
    if (syscall(SYS_close_range, 3, ~0U, 0) == -1) {
        struct rlimit limit;
        int max = getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < 65536 ? (int)limit.rlim_cur : 65536;
        for (int fd = 3; fd < max; fd++) close(fd);
    }
    struct sigaction action = { .sa_handler = SIG_DFL };
    for (int signal = 1; signal < NSIG; signal++) sigaction(signal, &action, NULL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    execve(path, argv, envp);
    _exit(127);
}
