// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/armies/armylist.h"
#include "core/error.h"
#include "core/rules/magicitem.h"
#include "core/rules/ruleset.h"
#include "core/rules/unitprofile.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace wm {

// Who may carry an item: a unit of one of these types, with one of these armours and hits where the
// ruleset names them.
struct MagicItemCarriers
{
    QList<UnitType> types;
    QList<Armour> armours; // empty: whatever its armour
    QList<int> hits;       // empty: whatever its hits

    bool operator==(const MagicItemCarriers &) const = default;
};

// One magic item as a ruleset offers it: its price, how many an army may have and who may carry it.
struct MagicItemOffer
{
    MagicItem item = MagicItem::BattleBanner;
    // "Battle Banner": the name wm-selector gives it, which the army lists' magicItems use too.
    QString name;
    QString wmSelectorOrder; // "BB": what wm-selector's share links call it
    int armyMax = 1;         // the most one army may carry
    // The price: the same for every carrier (`points`), or by the carrier's armour or hits, a price a
    // row; a carrier whose armour or hits has no row cannot take it.
    int points = 0;
    QList<std::pair<Armour, int>> pointsByArmour;
    QList<std::pair<int, int>> pointsByHits;
    QList<MagicItemCarriers> carriers; // any one of these may carry it

    MagicItemKind kind() const { return magicItemKind(item); }
    // What it costs a unit with this profile; nothing when its price has no row for the unit.
    std::optional<int> pointsFor(const UnitProfile &carrier) const;

    bool operator==(const MagicItemOffer &) const = default;
};

// Prices by armour in the order files keep them: the best armour first, none last.
void sortByArmour(QList<std::pair<Armour, int>> &prices);

// Why a unit may not carry an item.
enum class MagicItemRefusal
{
    NotOffered,   // the ruleset's catalogue has no such item
    NoMagicItems, // the army list says the unit carries none
    UnitType,     // no unit of its type may carry it, and its list names it for no unit
    Armour,       // its type may carry it, but not with that armour
    Hits,         // its type may carry it, but not with that many hits
};

// The magic items of one ruleset, as resources/armies/<ruleset>/magic-items.json holds them beside the
// lists (docs/formats.md, "Magic item catalogues"). Units a list gives items beyond those of their type
// name them in ArmyUnit::magicItems and ArmyUpgrade::magicItems by the catalogue's `name`.
struct MagicItems
{
    Q_DECLARE_TR_FUNCTIONS(MagicItems)

public:
    // The version of the file format this code reads and writes.
    static constexpr int FormatVersion = 1;
    // Its file, in the folder of its ruleset's lists.
    static QString fileName() { return QStringLiteral("magic-items.json"); }

    RulesetId ruleset = RulesetId::Warmaster;
    int dataVersion = 1; // raised whenever the numbers change, with the lists'
    QList<MagicItemOffer> offers;

    const MagicItemOffer *offer(MagicItem item) const;
    const MagicItemOffer *byName(const QString &name) const;
    const MagicItemOffer *byWmSelectorOrder(const QString &order) const;

    // What `item` costs a unit with this profile; nothing when the ruleset does not price it for such
    // a unit (or has no such item).
    std::optional<int> points(MagicItem item, const UnitProfile &carrier) const;

    // Why a unit of the list, fielded with this profile (its upgrades applied) and these upgrades,
    // may not carry `item`; nothing when it may. The list's flag comes first: a unit that takes no
    // magic takes none. Then the items the unit or an upgrade names (a Grey Seer's Wizard items) are
    // its own whatever its type; else its type, armour and hits must be those of a carrier the
    // catalogue names.
    std::optional<MagicItemRefusal> refusal(MagicItem item, const ArmyUnit &unit, const UnitProfile &carrier,
                                            const QList<const ArmyUpgrade *> &upgrades = {}) const;
    bool mayCarry(MagicItem item, const ArmyUnit &unit, const UnitProfile &carrier,
                  const QList<const ArmyUpgrade *> &upgrades = {}) const
    {
        return !refusal(item, unit, carrier, upgrades);
    }
    // The unit as the list gives it, with no upgrade.
    bool mayCarry(MagicItem item, const ArmyUnit &unit) const { return mayCarry(item, unit, unit.profile); }
    // Every item the unit may carry, in the catalogue's order.
    QList<MagicItem> carriable(const ArmyUnit &unit, const UnitProfile &carrier,
                               const QList<const ArmyUpgrade *> &upgrades = {}) const;

    // The file (docs/formats.md). Reading checks every field and names the first bad one by its JSON
    // path; `fileName` only names the file in error messages.
    static QByteArray write(const MagicItems &items);
    static Result<MagicItems> read(const QByteArray &json, const QString &fileName);

    bool operator==(const MagicItems &) const = default;
};

} // namespace wm
