// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"
#include "core/armies/armylists.h"
#include "core/error.h"
#include "core/roster/roster.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace wm {

// A roster brought in from another army builder, with what could not be brought.
struct ImportedRoster
{
    Roster roster;
    // Units, upgrades and magic items of the source that are not in the roster, named as the source
    // names them ("unit order 42", "empire:steam-tank-mk2"): shown to the player, never dropped unsaid.
    QStringList unknown;
    // What the player should know about how the roster was made (a points limit wmassist chose, the
    // list's own notes): translated sentences.
    QStringList notes;
};

// Reads the share formats of other army builders (docs/formats.md, "Importing rosters"). A source
// wmassist cannot decode at all is an Error saying what is wrong and where; units and upgrades it can
// decode but does not find in its lists are left out of the roster and listed in `unknown`.
struct RosterImport
{
    Q_DECLARE_TR_FUNCTIONS(RosterImport)

public:
    // A share link of wm-selector ("https://dsusco.github.io/wm-selector/#/?jsonPath=...&0=2&10-0=1"),
    // its part after "#", or the bare query ("jsonPath=...&0=2").
    static Result<ImportedRoster> fromWmSelectorLink(const QString &link, const ArmyLists &lists);
    // A Warmuster share code ("WMR1.<base64url of raw deflate>" or "WMR0.<base64url of JSON>"), or a
    // Warmuster link holding one after "#list=".
    static Result<ImportedRoster> fromWarmusterCode(const QString &text, const ArmyLists &lists);
    // A Warmuster backup file: every list it holds, in its order. `fileName` names it in errors.
    static Result<QList<ImportedRoster>> fromWarmusterBackup(const QByteArray &json, const QString &fileName,
                                                             const ArmyLists &lists);

    // Whatever a player pasted: a Warmuster backup (JSON), or text holding wm-selector links and
    // Warmuster codes or links, separated by white space; each becomes a roster, in the text's order.
    static Result<QList<ImportedRoster>> fromText(const QString &text, const ArmyLists &lists);
    // A Warmuster backup file, or a file holding links and codes as fromText() reads them.
    static Result<QList<ImportedRoster>> fromFile(const QString &path, const ArmyLists &lists);

    // The points limit of a roster whose source gives none: its points rounded up to the next 500,
    // or 2000 for a roster with no points at all.
    static int defaultPointsLimit(int points);

private:
    // Sets the points limit the source gave, or, when it gave none (0), the default with a note saying so;
    // then checks the roster is one wmassist can keep (Roster::validate()). `source` names the source
    // in the error.
    static std::optional<Error> finish(ImportedRoster &imported, int givenLimit, const QString &source);
};

} // namespace wm
