// SPDX-License-Identifier: GPL-3.0-or-later
#include "signednumber.h"

namespace wm {

QString signedNumber(int value)
{
    return value > 0 ? QStringLiteral("+%1").arg(value) : QString::number(value).replace(u'-', QChar(0x2212));
}

} // namespace wm
