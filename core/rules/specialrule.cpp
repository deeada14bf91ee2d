// SPDX-License-Identifier: GPL-3.0-or-later
#include "specialrule.h"

#include "core/rules/signednumber.h"

namespace wm {

QString SpecialRule::summary() const
{
    return QCoreApplication::translate("ArmyNote", note.toUtf8().constData());
}

QString SpecialRule::momentText(RuleMoment moment)
{
    switch (moment) {
    case RuleMoment::None:
        return {};
    case RuleMoment::CommandStart:
        return tr("in the summary that opens its turn, before initiative");
    case RuleMoment::Initiative:
        return tr("in the Move resolver when it charges or evades on initiative, and in the Orders resolver "
                  "before it is ordered");
    case RuleMoment::Orders:
        return tr("in the Orders resolver, when it is given an order");
    case RuleMoment::Charge:
        return tr("in the Move resolver, when it charges or is charged");
    case RuleMoment::Shooting:
        return tr("in the Shoot resolver, when it shoots or is shot at");
    case RuleMoment::Combat:
        return tr("in the Fight resolver, in each combat round it fights");
    case RuleMoment::CombatResult:
        return tr("in the Fight resolver, where the players choose what it does after a round");
    case RuleMoment::EndOfPhase:
        return tr("in the End Phase resolver, at the end of each phase");
    }
    return {};
}

QString SpecialRule::reasonText(ShownReason reason)
{
    switch (reason) {
    case ShownReason::None:
        return {};
    case ShownReason::ArmyBuilding:
        return tr("it concerns what the army may field and who may join or ride what; the roster applies the "
                  "limits the list gives as numbers");
    case ShownReason::Movement:
        return tr("it changes how or where the unit moves, which the players measure on the table");
    case ShownReason::Deployment:
        return tr("it changes where the unit is set up before the battle");
    case ShownReason::Terrain:
        return tr("it depends on terrain, which only the table shows");
    case ShownReason::Magic:
        return tr("it is a spell or a magic power, which the players cast and apply");
    case ShownReason::Profile:
        return tr("its numbers are already in the unit's profile");
    }
    return {};
}

QStringList SpecialRule::handling(const TraitValues &values) const
{
    QStringList parts;
    for (Trait trait : AllTraits) {
        if (!traits.testFlag(trait))
            continue;
        const int value = values.value(trait, defaultTraitValue(trait).value_or(0));
        QString what = tr("%1 — %2").arg(TraitText::label(trait, value), TraitText::description(trait, value));
        // Its conditions, each of which is enough.
        QStringList when;
        for (const RuleCondition &condition : conditions) {
            if (condition.trait == trait)
                when.append(RuleConditionText::describe(condition));
        }
        if (!when.isEmpty())
            what = tr("%1 %2").arg(what, when.join(tr(" Or: ")));
        parts.append(isAppliedTrait(trait) ? tr("Applied: %1").arg(what)
                                           : tr("Shown only: %1 The players judge it on the table.").arg(what));
    }
    if (weapon)
        parts.append(tr("Applied: it shoots with the rulebook weapon its profile names."));
    if (breakPoint)
        parts.append(tr("Applied: only the units the list names count towards the army's break point."));
    if (breakPointBonus != 0)
        parts.append(tr("Applied: the army's break point is raised by %1: it withdraws that many lost units later.")
                         .arg(breakPointBonus));
    if (attacks != 0)
        parts.append(
            tr("Applied: %1 attack a stand, added to the unit's Attacks in its profile.").arg(signedNumber(attacks)));
    if (joinLimits)
        parts.append(tr("Applied: who may join it, or whom its character may join, is checked when a character "
                        "joins a unit or fights with one, and a refusal says why."));
    if (attachedStand)
        parts.append(tr("Applied: its stand is part of the unit it is added to in the roster: that unit fights, "
                        "shoots and counts its stands with it, and the loss of this stand costs no Command penalty."));
    if (asked != RuleMoment::None)
        parts.append(tr("Asked: the app shows this rule %1, and the players answer what the table shows.")
                         .arg(momentText(asked)));
    if (shown != ShownReason::None)
        parts.append(tr("Shown only: %1.").arg(reasonText(shown)));
    return parts;
}

QList<SpecialRule> rulesAskedAt(const QList<SpecialRule> &rules, RuleMoment moment)
{
    QList<SpecialRule> found;
    for (const SpecialRule &rule : rules) {
        if (rule.asked == moment && moment != RuleMoment::None)
            found.append(rule);
    }
    return found;
}

} // namespace wm
