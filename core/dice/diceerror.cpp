// SPDX-License-Identifier: GPL-3.0-or-later
#include "diceerror.h"

namespace wm {

DiceError::DiceError(const QString &message)
    : std::runtime_error(message.toStdString())
    , m_message(message)
{
}

} // namespace wm
