// SPDX-License-Identifier: GPL-3.0-or-later
#include "powercutvfs.h"

#include <sqlite3.h>

#include <algorithm>
#include <csignal>
#include <cstring>
#include <string>
#include <vector>

namespace wm::test {

namespace {

// A write or a truncation the file has been told of but not yet synced.
struct PendingOp
{
    bool truncate = false;
    sqlite3_int64 offset = 0; // where the write starts, or the size a truncation leaves
    std::string bytes;
};

struct PowerCutFile
{
    sqlite3_file base;           // must come first: SQLite sees this
    std::vector<PendingOp> *ops; // owned; what the "disk cache" holds (nothing, with the operating system's)
    sqlite3_file *real;          // the default VFS's file, placed right after this struct
};

sqlite3_vfs *g_real = nullptr;
sqlite3_vfs g_vfs;
WriteCache g_cache = WriteCache::Volatile;
int g_cutBefore = 0;  // the operation the process dies before; 0 for none
int g_operations = 0; // the operations on real files begun so far

// Every write, truncation and sync that reaches a real file comes through here first.
void aboutToTouchTheDisk()
{
    if (g_cutBefore > 0 && ++g_operations == g_cutBefore)
        std::raise(SIGKILL); // as the test's kill would: no chance to finish anything
}

PowerCutFile *cast(sqlite3_file *file)
{
    return reinterpret_cast<PowerCutFile *>(file);
}

int realSize(PowerCutFile *f, sqlite3_int64 *size)
{
    return f->real->pMethods->xFileSize(f->real, size);
}

sqlite3_int64 logicalSize(PowerCutFile *f, sqlite3_int64 onDisk)
{
    sqlite3_int64 size = onDisk;
    for (const PendingOp &op : *f->ops)
        size = op.truncate ? op.offset : std::max(size, op.offset + sqlite3_int64(op.bytes.size()));
    return size;
}

// Puts the held writes into the file in order: the part of a sync a power cut may interrupt.
int flush(PowerCutFile *f)
{
    for (const PendingOp &op : *f->ops) {
        aboutToTouchTheDisk();
        const int rc = op.truncate
                           ? f->real->pMethods->xTruncate(f->real, op.offset)
                           : f->real->pMethods->xWrite(f->real, op.bytes.data(), int(op.bytes.size()), op.offset);
        if (rc != SQLITE_OK)
            return rc;
    }
    f->ops->clear();
    return SQLITE_OK;
}

int pcClose(sqlite3_file *file)
{
    PowerCutFile *f = cast(file);
    // Closed without a cut: the cache reaches the disk in the end, as an operating system's would.
    flush(f);
    delete f->ops;
    f->ops = nullptr;
    return f->real->pMethods->xClose(f->real);
}

int pcRead(sqlite3_file *file, void *buffer, int amount, sqlite3_int64 offset)
{
    PowerCutFile *f = cast(file);
    auto *out = static_cast<char *>(buffer);
    const int rc = f->real->pMethods->xRead(f->real, buffer, amount, offset);
    if (rc != SQLITE_OK && rc != SQLITE_IOERR_SHORT_READ)
        return rc;
    sqlite3_int64 onDisk = 0;
    if (const int sizeRc = realSize(f, &onDisk); sizeRc != SQLITE_OK)
        return sizeRc;
    const sqlite3_int64 end = offset + amount;
    // What the disk has beyond its end reads as zeros; the held writes then lie on top, in order.
    if (onDisk < end)
        std::memset(out + std::max<sqlite3_int64>(0, onDisk - offset), 0, size_t(end - std::max(onDisk, offset)));
    sqlite3_int64 size = onDisk;
    for (const PendingOp &op : *f->ops) {
        if (op.truncate) {
            size = op.offset;
            if (size < end)
                std::memset(out + std::max<sqlite3_int64>(0, size - offset), 0, size_t(end - std::max(size, offset)));
            continue;
        }
        const sqlite3_int64 opEnd = op.offset + sqlite3_int64(op.bytes.size());
        size = std::max(size, opEnd);
        const sqlite3_int64 from = std::max(offset, op.offset);
        const sqlite3_int64 to = std::min(end, opEnd);
        if (from < to)
            std::memcpy(out + (from - offset), op.bytes.data() + (from - op.offset), size_t(to - from));
    }
    return size < end ? SQLITE_IOERR_SHORT_READ : SQLITE_OK;
}

int pcWrite(sqlite3_file *file, const void *buffer, int amount, sqlite3_int64 offset)
{
    PowerCutFile *f = cast(file);
    if (g_cache == WriteCache::OperatingSystem) {
        aboutToTouchTheDisk();
        return f->real->pMethods->xWrite(f->real, buffer, amount, offset);
    }
    f->ops->push_back({false, offset, std::string(static_cast<const char *>(buffer), size_t(amount))});
    return SQLITE_OK;
}

int pcTruncate(sqlite3_file *file, sqlite3_int64 size)
{
    PowerCutFile *f = cast(file);
    if (g_cache == WriteCache::OperatingSystem) {
        aboutToTouchTheDisk();
        return f->real->pMethods->xTruncate(f->real, size);
    }
    f->ops->push_back({true, size, {}});
    return SQLITE_OK;
}

int pcSync(sqlite3_file *file, int flags)
{
    PowerCutFile *f = cast(file);
    if (const int rc = flush(f); rc != SQLITE_OK)
        return rc;
    aboutToTouchTheDisk();
    return f->real->pMethods->xSync(f->real, flags);
}

int pcFileSize(sqlite3_file *file, sqlite3_int64 *size)
{
    PowerCutFile *f = cast(file);
    sqlite3_int64 onDisk = 0;
    if (const int rc = realSize(f, &onDisk); rc != SQLITE_OK)
        return rc;
    *size = logicalSize(f, onDisk);
    return SQLITE_OK;
}

int pcLock(sqlite3_file *file, int level)
{
    return cast(file)->real->pMethods->xLock(cast(file)->real, level);
}

int pcUnlock(sqlite3_file *file, int level)
{
    return cast(file)->real->pMethods->xUnlock(cast(file)->real, level);
}

int pcCheckReservedLock(sqlite3_file *file, int *out)
{
    return cast(file)->real->pMethods->xCheckReservedLock(cast(file)->real, out);
}

int pcFileControl(sqlite3_file *file, int op, void *arg)
{
    return cast(file)->real->pMethods->xFileControl(cast(file)->real, op, arg);
}

int pcSectorSize(sqlite3_file *file)
{
    return cast(file)->real->pMethods->xSectorSize(cast(file)->real);
}

int pcDeviceCharacteristics(sqlite3_file *file)
{
    // Nothing the real disk promises (atomic or ordered writes) holds for a volatile cache; the
    // operating system's passes each write on to the disk as it comes.
    if (g_cache == WriteCache::Volatile)
        return 0;
    return cast(file)->real->pMethods->xDeviceCharacteristics(cast(file)->real);
}

// The WAL index lives in shared memory, which a power cut wipes anyway: passed straight through.
int pcShmMap(sqlite3_file *file, int page, int size, int extend, void volatile **out)
{
    return cast(file)->real->pMethods->xShmMap(cast(file)->real, page, size, extend, out);
}

int pcShmLock(sqlite3_file *file, int offset, int n, int flags)
{
    return cast(file)->real->pMethods->xShmLock(cast(file)->real, offset, n, flags);
}

void pcShmBarrier(sqlite3_file *file)
{
    cast(file)->real->pMethods->xShmBarrier(cast(file)->real);
}

int pcShmUnmap(sqlite3_file *file, int deleteFlag)
{
    return cast(file)->real->pMethods->xShmUnmap(cast(file)->real, deleteFlag);
}

// Version 2: with the shared-memory methods WAL needs, without memory-mapped reads (which would
// read the disk past the held writes).
const sqlite3_io_methods g_methods = {
    2,
    pcClose,
    pcRead,
    pcWrite,
    pcTruncate,
    pcSync,
    pcFileSize,
    pcLock,
    pcUnlock,
    pcCheckReservedLock,
    pcFileControl,
    pcSectorSize,
    pcDeviceCharacteristics,
    pcShmMap,
    pcShmLock,
    pcShmBarrier,
    pcShmUnmap,
    nullptr,
    nullptr,
};

int pcOpen(sqlite3_vfs *, sqlite3_filename name, sqlite3_file *file, int flags, int *outFlags)
{
    PowerCutFile *f = cast(file);
    f->base.pMethods = nullptr;
    f->real = reinterpret_cast<sqlite3_file *>(f + 1);
    const int rc = g_real->xOpen(g_real, name, f->real, flags, outFlags);
    if (rc != SQLITE_OK)
        return rc;
    f->ops = new std::vector<PendingOp>;
    f->base.pMethods = &g_methods;
    return SQLITE_OK;
}

} // namespace

void installPowerCutVfs(WriteCache cache, int cutBefore)
{
    if (g_real)
        return;
    g_cache = cache;
    g_cutBefore = cutBefore;
    g_real = sqlite3_vfs_find(nullptr);
    g_vfs = *g_real;
    g_vfs.iVersion = std::min(g_real->iVersion, 2);
    g_vfs.szOsFile = int(sizeof(PowerCutFile)) + g_real->szOsFile;
    g_vfs.zName = "wmassist-power-cut";
    g_vfs.pNext = nullptr;
    g_vfs.xOpen = pcOpen;
    sqlite3_vfs_register(&g_vfs, 1);
}

} // namespace wm::test
