#include "LockProbe.h"

#include <QFile>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace goldset::test {
namespace {

// SQLite's unix VFS: the SHARED lock of a database is a read lock on the 510 bytes after
// PENDING_BYTE + 2 (0x40000002); a connection using the -shm file holds a read lock on its
// byte 128 (UNIX_SHM_DMS) for as long as it has it mapped.
constexpr off_t kSharedFirst = 0x40000000 + 2;
constexpr off_t kSharedSize = 510;
constexpr off_t kShmDms = 128;

pid_t holderOf(const QByteArray& path, off_t start, off_t length)
{
    const int fd = ::open(path.constData(), O_RDONLY);
    if (fd < 0)
        return 0;
    struct flock lock
    {
    };
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    lock.l_start = start;
    lock.l_len = length;
    pid_t holder = 0;
    if (::fcntl(fd, F_GETLK, &lock) == 0 && lock.l_type != F_UNLCK)
        holder = lock.l_pid;
    ::close(fd);
    return holder;
}

} // namespace

ProjectLocks probeProjectLocks(const QString& databasePath)
{
    const QByteArray database = QFile::encodeName(databasePath);
    const QByteArray shm = database + "-shm";
    int pipeFds[2];
    if (::pipe(pipeFds) != 0)
        return {};
    const pid_t child = ::fork();
    if (child == 0) {
        // Only system calls here: the parent's other threads may hold any lock.
        ::close(pipeFds[0]);
        const pid_t found[2] = {holderOf(database, kSharedFirst, kSharedSize), holderOf(shm, kShmDms, 1)};
        const ssize_t written = ::write(pipeFds[1], found, sizeof found);
        ::_exit(written == sizeof found ? 0 : 1);
    }
    ::close(pipeFds[1]);
    pid_t found[2] = {0, 0};
    ProjectLocks locks;
    if (child > 0 && ::read(pipeFds[0], found, sizeof found) == sizeof found) {
        locks.databaseHolder = found[0];
        locks.shmHolder = found[1];
    }
    ::close(pipeFds[0]);
    if (child > 0)
        ::waitpid(child, nullptr, 0);
    return locks;
}

} // namespace goldset::test
