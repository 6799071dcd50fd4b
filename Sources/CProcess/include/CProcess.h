#ifndef BLOGKIT_CPROCESS_H
#define BLOGKIT_CPROCESS_H

#include <sys/types.h>

/// Starts `path` with `argv` and `envp`, its standard input, output and error being `input`,
/// `output` and `error`, and no other descriptor. The child is killed (SIGKILL) when the thread
/// that called this function exits, so with its parent (Linux PR_SET_PDEATHSIG), and starts with
/// no signal blocked and every signal at its default action. Returns the child's pid, or -1 with
/// errno set.
pid_t blogkit_spawn_tied(const char *path, char *const argv[], char *const envp[],
                         int input, int output, int error);

/// pipe2(fds, O_CLOEXEC): a pipe no other child inherits. Returns 0, or -1 with errno set.
int blogkit_pipe(int fds[2]);

/// Starts removing temporary files on SIGINT, SIGTERM and SIGHUP: on one of them the files
/// registered with `blogkit_cleanup_register` are unlinked, the child registered with
/// `blogkit_cleanup_set_child` is killed, and the signal is raised again with its default action,
/// so the process ends as interrupted. Unblocks these signals in the calling thread.
void blogkit_cleanup_install(void);

/// Registers `path` for removal on a signal: returns a slot for `blogkit_cleanup_unregister`, or
/// -1 when all slots are taken or the path is too long.
int blogkit_cleanup_register(const char *path);

/// Forgets the path in `slot` (from `blogkit_cleanup_register`; -1 is ignored).
void blogkit_cleanup_unregister(int slot);

/// The child to kill on a signal, or 0 for none.
void blogkit_cleanup_set_child(pid_t pid);

#endif
