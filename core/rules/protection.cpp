// SPDX-License-Identifier: GPL-3.0-or-later
#include "protection.h"

namespace wm {

QString ProtectionText::name(Protection protection)
{
    switch (protection) {
    case Protection::Open:
        return tr("in the open");
    case Protection::Defended:
        return tr("defended");
    case Protection::Fortified:
        return tr("fortified");
    }
    return {};
}

} // namespace wm
