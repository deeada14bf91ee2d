// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace wm {

// A modifier as the rulebook prints it: "+1", "0", "−2" (with a true minus sign, which reads as one
// with the plus beside it).
QString signedNumber(int value);

} // namespace wm
