// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildingdamage.h"

#include "core/dice/diceerror.h"
#include "core/dice/dicesource.h"
#include "core/rules/unitchecks.h"

#include <algorithm>

namespace wm {

QString BuildingKindText::name(BuildingKind kind)
{
    switch (kind) {
    case BuildingKind::Wall:
        return tr("Wall");
    case BuildingKind::Tower:
        return tr("Tower");
    case BuildingKind::Gateway:
        return tr("Gateway");
    case BuildingKind::Building:
        return tr("Building");
    case BuildingKind::Ship:
        return tr("Ship");
    case BuildingKind::Boat:
        return tr("Boat");
    }
    return {};
}

int buildingScoreToHit(BuildingKind kind)
{
    switch (kind) {
    case BuildingKind::Wall:
    case BuildingKind::Tower:
    case BuildingKind::Gateway:
    case BuildingKind::Ship:
        return 6;
    case BuildingKind::Building:
    case BuildingKind::Boat:
        return 4;
    }
    return 6;
}

int buildingDamageModifier(const Building &target)
{
    int modifier = target.damaged ? 1 : 0;
    if (target.kind == BuildingKind::Gateway || target.kind == BuildingKind::Building)
        ++modifier;
    return modifier;
}

int buildingDamageScore(int highestDie, const Building &target)
{
    return highestDie + buildingDamageModifier(target);
}

namespace {

struct BuildingText
{
    Q_DECLARE_TR_FUNCTIONS(BuildingDamage)
};

} // namespace

std::optional<Error> checkCanDamageBuildings(const Unit &unit, const QString &field)
{
    if (unit.profile.type == UnitType::Artillery)
        return std::nullopt;
    return Error{field,
                 BuildingText::tr("%1 is not artillery: only artillery can damage buildings.").arg(unit.displayName())};
}

QList<DiceRoll> BuildingShotResult::rolls() const
{
    QList<DiceRoll> all{toHit};
    if (damage)
        all.append(*damage);
    return all;
}

Result<BuildingShotResult> resolveBuildingShot(const BuildingShot &shot, DiceSource &dice)
{
    const Unit &u = shot.shooter;
    if (auto error = UnitChecks::valid(u, QStringLiteral("shooter")))
        return *error;
    if (auto error = checkCanDamageBuildings(u, QStringLiteral("shooter")))
        return *error;
    if (u.state.isDestroyed())
        return Error{QStringLiteral("shooter"), BuildingText::tr("%1 is destroyed.").arg(u.displayName())};
    if (shot.dice < 1)
        return Error{QStringLiteral("dice count"), BuildingText::tr("At least one die must be rolled.")};
    if (shot.target.hasFallen())
        return Error{
            QStringLiteral("target"),
            BuildingText::tr("%1 has already fallen.")
                .arg(shot.target.name.isEmpty() ? BuildingKindText::name(shot.target.kind) : shot.target.name)};

    BuildingShotResult result;
    result.after = shot.target;
    result.scoreToHit = buildingScoreToHit(shot.target.kind);
    try {
        result.toHit = dice.dice(shot.dice, RollPurpose::ToHit, u.displayName());
        result.hits = result.toHit.countAtLeast(result.scoreToHit);
        if (result.hits > 0) {
            result.damage = dice.dice(result.hits, RollPurpose::Damage, u.displayName());
            result.highest = *std::max_element(result.damage->faces.cbegin(), result.damage->faces.cend());
        }
    } catch (const DiceError &e) {
        return Error{QStringLiteral("dice"), e.message()};
    }
    if (result.hits == 0)
        return result;

    result.modifier = buildingDamageModifier(shot.target);
    result.score = buildingDamageScore(result.highest, shot.target);
    if (const TableRow *row = DiceTable::get(TableId::BuildingDamage).rowFor(result.score)) {
        result.row = *row;
        if (row->effects.testFlag(Effect::BuildingDamaged))
            result.after.damaged = true;
        if (row->effects.testFlag(Effect::BuildingBreached))
            ++result.after.breaches;
    }
    return result;
}

} // namespace wm
