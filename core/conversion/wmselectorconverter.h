// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"
#include "core/armies/magicitems.h"
#include "core/error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonValue>
#include <QList>
#include <QSet>
#include <QString>

#include <optional>

namespace wm {

struct RuleNote;

// Something of the source the converter could not map as it stands: what it kept instead, or
// that it left it out. Every such thing is reported, never dropped quietly.
struct ConversionIssue
{
    QString list;  // "revolution/cathay"
    QString item;  // the unit or upgrade, empty for the list itself
    QString field; // the wm-selector field: "range", "specialRules.Giant"
    QString message;

    QString toString() const;
    bool operator==(const ConversionIssue &) const = default;
};

// An attack value of the wm-selector lists read into wmassist's terms.
struct ParsedAttack
{
    int combatAttacks = 0;
    std::optional<int> shootingAttacks;
    Weapon weapon = Weapon::Standard;
    bool isBonus = false;                         // "+2": what a character or an upgrade adds
    bool rolledCombat = false;                    // "D6": attacks rolled each round; wmassist has no such combat value
    bool rolledShots = false;                     // "1/D6" of a weapon other than a Death Rocket or Rocket Launcher
    std::optional<int> shortRangeShootingAttacks; // "3/2-1": 2 up to half range, 1 beyond

    bool operator==(const ParsedAttack &) const = default;
};

// Converts the army lists of the wm-selector army builder (its JSON files) into wmassist's own.
// The numbers are taken as they are; the special rules are read for the traits wmassist knows,
// and each gets a note of wmassist's own from WmSelectorNotes.
class WmSelectorConverter
{
    Q_DECLARE_TR_FUNCTIONS(WmSelectorConverter)

public:
    // Raised whenever a change of the source or of the conversion changes the lists.
    static constexpr int DataVersion = 11;

    // 3, "3/1", "+2", "+2/+2", "1/2+bounce", "1/2+b", "1/8-4-2", "1/2D6", "1/D6", "1/1D6",
    // "1/2 per stand", "3/2-1", "D6". The unit's name tells a Death Rocket from a Rocket Launcher.
    static std::optional<ParsedAttack> parseAttack(const QJsonValue &attack, const QString &unitName);
    // "30cm" -> 30; "30-100cm" -> 100, the longest (the note tells the shortest).
    static std::optional<int> parseRange(const QJsonValue &range);
    // The wm-selector folder of each ruleset: "warmaster-armies", "warmaster-revolution".
    // A value of the source as a report quotes it: text in quotes, "nothing" for a missing value,
    // anything else as JSON.
    static QString shown(const QJsonValue &value);
    static QString sourceFolder(RulesetId ruleset);

    // One file of the source; `armyKey` is its name without ".json". Fails only when the file
    // cannot be read as an army list at all; everything smaller is an issue.
    Result<ArmyList> convert(const QByteArray &json, const QString &fileName, RulesetId ruleset,
                             const QString &armyKey);
    // Every list of both rulesets under the wm-selector folder, sorted by ruleset and key; the magic
    // items of both rulesets (its magic-items/ folder) are converted too, for magicItems().
    Result<QList<ArmyList>> convertFolder(const QString &wmSelectorFolder);
    // The magic items convertFolder() converted, a catalogue a ruleset.
    const QList<MagicItems> &magicItems() const { return m_magicItems; }

    const QList<ConversionIssue> &issues() const { return m_issues; }
    // Notes no converted rule used: a sign the source renamed a rule.
    QStringList unusedNotes() const;

private:
    QList<ConversionIssue> m_issues;
    QSet<const RuleNote *> m_usedNotes;
    QList<MagicItems> m_magicItems;
};

} // namespace wm
