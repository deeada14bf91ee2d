// SPDX-License-Identifier: GPL-3.0-or-later
#include "referencetable.h"

namespace wm {

QString ReferenceTable::searchText() const
{
    QStringList parts{section, title};
    parts += columns;
    for (const QStringList &row : rows)
        parts += row;
    parts += notes;
    for (const RulesetOptionInfo &option : differences)
        parts << option.title << option.warmaster << option.revolution;
    return parts.join(QLatin1Char('\n'));
}

} // namespace wm
