// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"
#include "core/error.h"
#include "core/roster/roster.h"
#include "core/roster/rostercheck.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace wm {

// A roster on paper, to keep beside the table: what the army is, every unit with its profile,
// upgrades, magic item and points, what each item carried does, and what the roster check found.
struct RosterPrinter
{
    Q_DECLARE_TR_FUNCTIONS(RosterPrinter)

public:
    // The page as HTML, for a QTextDocument. `list` names the upgrades; it may be nullptr.
    static QString html(const Roster &roster, const RosterReport &report, const ArmyList *list);
    // Writes the page to a PDF file on A4; an error naming the file when it cannot be written.
    static std::optional<Error> printToPdf(const Roster &roster, const RosterReport &report, const ArmyList *list,
                                           const QString &path);
};

} // namespace wm
