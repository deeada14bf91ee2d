// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/magicitems.h"
#include "core/conversion/wmselectorconverter.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace wm {

// wm-selector's magic items of one ruleset (magic-items/<folder>.json: each item's type, points, army
// maximum and order code, and which units may carry which) converted into wmassist's catalogue. The
// numbers are taken as they are; the items' texts are not kept: MagicItemText says what each does in
// wmassist's own words. What cannot be mapped is an issue, as for the lists.
struct WmSelectorMagicItems
{
    MagicItems items;
    QList<ConversionIssue> issues;

    // The file of the source folder that holds a ruleset's items: "magic-items/warmaster-revolution.json".
    static QString sourceFile(RulesetId ruleset);
    // Fails only when the file cannot be read as wm-selector's magic items at all.
    static Result<WmSelectorMagicItems> run(const QByteArray &json, const QString &fileName, RulesetId ruleset,
                                            int dataVersion);
};

} // namespace wm
