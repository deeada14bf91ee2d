// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"
#include "core/conversion/wmselectorconverter.h"
#include "core/conversion/wmselectornotes.h"

#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>

namespace wm {

// One wm-selector army list converted: the list, what could not be mapped as it stands, and the
// notes its rules used. WmSelectorConverter runs one for each file.
struct WmSelectorListConversion
{
    ArmyList list;
    QList<ConversionIssue> issues;
    QSet<const RuleNote *> usedNotes;

    static WmSelectorListConversion run(const QJsonObject &source, RulesetId ruleset, const QString &key);
};

} // namespace wm
