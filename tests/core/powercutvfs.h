// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace wm::test {

// Where SQLite's writes wait before they are on the disk, as a killed process leaves them.
enum class WriteCache
{
    // The operating system's: a write is in the file at once and stays there when the process is
    // killed, as after a crash of the program. Only a power cut could lose it.
    OperatingSystem,
    // A disk's volatile cache: a write is held in the process's memory until the file is synced, and
    // only a sync puts it (in order) into the file. A process killed at any moment then leaves on disk
    // exactly what a power cut at that moment would: every synced write, and of a sync cut short the
    // writes it had put down so far.
    Volatile,
};

// Makes SQLite in this process write through `cache`. With `cutBefore` at n > 0, the process ends
// with SIGKILL just before its n-th operation on a real file: a write, a truncation or a sync (with
// the volatile cache: each write and truncation a sync puts down, then the sync itself). The cut then
// falls inside a write at a place set by what the process has done, never by the clock, so a test
// reaches the same places on any machine. Registered as the default VFS, so Qt's SQLite driver uses
// it for every database opened after this call.
void installPowerCutVfs(WriteCache cache, int cutBefore = 0);

} // namespace wm::test
