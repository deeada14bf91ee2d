// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/reference/referencetable.h"

#include <QByteArray>
#include <QCoreApplication>

namespace wm {

// The reference as plain text (columns lined up, for a terminal or a diff) and as JSON (for scripts):
// what `wmassist-cli reference` prints.
class ReferenceFormat
{
    Q_DECLARE_TR_FUNCTIONS(ReferenceFormat)

public:
    static QString toText(const Ruleset &ruleset, const QList<ReferenceTable> &tables);
    static QByteArray toJson(const Ruleset &ruleset, const QList<ReferenceTable> &tables);
};

} // namespace wm
