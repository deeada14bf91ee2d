// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace wm::test {

// Makes SQLite in this process write as a disk with a volatile cache does: a write is held in the
// process's memory until the file is synced, and only a sync puts it (in order) into the file. A
// process killed at any moment then leaves on disk exactly what a power cut at that moment would:
// every synced write, and of a sync cut short the writes it had put down so far. Registered as the
// default VFS, so Qt's SQLite driver uses it for every database opened after this call.
void installPowerCutVfs();

} // namespace wm::test
