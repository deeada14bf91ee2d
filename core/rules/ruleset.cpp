// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleset.h"

namespace wm {

Ruleset Ruleset::warmaster()
{
    Ruleset r;
    r.id = RulesetId::Warmaster;
    r.coverProtects = CoverProtects::AnyUnit;
    r.artilleryFullPaceCm = 20;
    return r;
}

Ruleset Ruleset::revolution()
{
    Ruleset r;
    r.id = RulesetId::Revolution;
    r.coverProtects = CoverProtects::InfantryAndArtilleryOnly;
    r.artilleryFullPaceCm = 10;
    return r;
}

Ruleset Ruleset::forId(RulesetId id)
{
    return id == RulesetId::Revolution ? revolution() : warmaster();
}

QString Ruleset::name(RulesetId id)
{
    switch (id) {
    case RulesetId::Warmaster:
        return tr("Warmaster (2000 rules with the 2002 update)");
    case RulesetId::Revolution:
        return tr("Warmaster Revolution");
    }
    return {};
}

QString Ruleset::key(RulesetId id)
{
    return id == RulesetId::Revolution ? QStringLiteral("revolution") : QStringLiteral("warmaster");
}

std::optional<RulesetId> Ruleset::fromKey(const QString &key)
{
    if (key == QLatin1String("warmaster"))
        return RulesetId::Warmaster;
    if (key == QLatin1String("revolution"))
        return RulesetId::Revolution;
    return std::nullopt;
}

QList<RulesetOptionInfo> Ruleset::options()
{
    return {
        {QStringLiteral("cover-protects"), tr("Which targets a defended or fortified position protects"),
         tr("Any unit"), tr("Infantry and artillery only"),
         tr("Warmaster: shooting in brief (any stand behind cover or upslope); Revolution: the Shooting "
            "phase, Table 1")},
        {QStringLiteral("artillery-full-pace"), tr("Full pace of artillery (decides routs by drive back)"), tr("20 cm"),
         tr("10 cm"),
         tr("Warmaster: the quick reference sheet (20 cm limber/unlimber); Revolution: the movement table")},
    };
}

} // namespace wm
