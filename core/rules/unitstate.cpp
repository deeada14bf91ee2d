// SPDX-License-Identifier: GPL-3.0-or-later
#include "unitstate.h"

#include "core/rules/unitprofile.h"

#include <algorithm>
#include <iterator>

namespace wm {

int StandPositions::at(Protection protection) const
{
    switch (protection) {
    case Protection::Open:
        return open;
    case Protection::Defended:
        return defended;
    case Protection::Fortified:
        return fortified;
    }
    return 0;
}

std::optional<Protection> StandPositions::leastProtected() const
{
    for (Protection p : AllProtections) {
        if (any(p))
            return p;
    }
    return std::nullopt;
}

std::optional<Protection> StandPositions::mostProtected() const
{
    for (auto it = std::rbegin(AllProtections); it != std::rend(AllProtections); ++it) {
        if (any(*it))
            return *it;
    }
    return std::nullopt;
}

void StandPositions::removeLeastProtected()
{
    if (open > 0)
        --open;
    else if (defended > 0)
        --defended;
    else if (fortified > 0)
        --fortified;
}

bool UnitState::under(SpellState state) const
{
    return std::any_of(spells.cbegin(), spells.cend(), [state](const SpellOnUnit &s) { return s.state == state; });
}

int UnitState::spellValue(SpellState state) const
{
    int sum = 0;
    for (const SpellOnUnit &s : spells) {
        if (s.state == state)
            sum += s.value;
    }
    return sum;
}

UnitState UnitState::fresh(const UnitProfile &profile)
{
    UnitState state;
    state.standsLeft = profile.stands;
    state.positions.open = profile.stands;
    state.attachedStandsLeft = profile.attached ? 1 : 0;
    return state;
}

QList<Error> UnitState::validate(const UnitProfile &profile) const
{
    QList<Error> errors;
    auto reject = [&errors](const char *field, const QString &message) {
        errors.append({QString::fromLatin1(field), message});
    };
    if (standsLeft < 0 || standsLeft > profile.stands)
        reject("standsLeft", tr("Stands left: must be 0 to %1 (was %2).").arg(profile.stands).arg(standsLeft));
    const int attachedMost = std::min(standsLeft, profile.attached ? 1 : 0);
    if (attachedStandsLeft < 0 || attachedStandsLeft > std::max(0, attachedMost))
        reject("attachedStandsLeft", tr("Attached stands left: must be 0 to %1 (was %2).")
                                         .arg(std::max(0, attachedMost))
                                         .arg(attachedStandsLeft));
    else if (standsLeft - attachedStandsLeft > profile.regularStands())
        reject("attachedStandsLeft", tr("Attached stands left: the unit has only %1 stands of its own, not %2.")
                                         .arg(profile.regularStands())
                                         .arg(standsLeft - attachedStandsLeft));
    if (positions.open < 0 || positions.defended < 0 || positions.fortified < 0)
        reject("positions", tr("Positions: a count of stands cannot be negative."));
    else if (positions.total() != standsLeft)
        reject("positions",
               tr("Positions: the stands in the open, defended and fortified add up to %1, but the unit has %2 left.")
                   .arg(positions.total())
                   .arg(standsLeft));
    // In combat a stand may take more hits than its profile's Hits while a spell or its Banner of
    // Fortitude lasts (combatHitsValue): hits up to that many are a state the battle can be in.
    const bool fortitude = profile.magicItem == MagicItem::BannerOfFortitude && !magicItemSpent;
    const int hitsValue = profile.hits.value_or(1) + spellValue(SpellState::HitsBonusPerStand) + (fortitude ? 1 : 0);
    if (hitsAccumulated < 0 || hitsAccumulated >= hitsValue)
        reject("hitsAccumulated", tr("Hits: must be 0 to %1, as %2 hits remove a stand (was %3).")
                                      .arg(hitsValue - 1)
                                      .arg(hitsValue)
                                      .arg(hitsAccumulated));
    if (hitsTakenThisPhase < 0)
        reject("hitsTakenThisPhase", tr("Hits taken this phase: cannot be negative."));
    if (hitsConfusingSooner < 0 || hitsConfusingSooner > hitsTakenThisPhase)
        reject("hitsConfusingSooner",
               tr("Hits that confuse sooner: must be 0 to the hits taken this phase (%1).").arg(hitsTakenThisPhase));
    if (hitsCarriedIntoCombat < 0)
        reject("hitsCarriedIntoCombat", tr("Hits carried into combat: cannot be negative."));
    if (isDestroyed() != (standsLeft == 0))
        reject("destroyed", tr("Destroyed: a unit is destroyed exactly when it has no stands left."));
    // What an item or a power has used up belongs only to a unit that has it.
    const std::optional<MagicItem> item = profile.magicItem;
    const bool device = item && magicItemKind(*item) == MagicItemKind::DeviceOfPower;
    if (magicItemSpent && (!item || device))
        reject("magicItemSpent", tr("Magic item used up: the unit carries no magic banner or weapon."));
    if (inFirstEngagement && item != MagicItem::BattleBanner && item != MagicItem::BannerOfFortitude)
        reject("inFirstEngagement",
               tr("First engagement: only a Battle Banner or a Banner of Fortitude works for one engagement."));
    if (steadfastUsedThisTurn && item != MagicItem::BannerOfSteadfastness)
        reject("steadfastUsedThisTurn", tr("Banner of Steadfastness: the unit carries no such banner."));
    if (deviceSpent && !device)
        reject("deviceSpent", tr("Device of power used up: the unit carries no device of power."));
    if (castBonusUsed && !profile.has(Trait::CastBonus))
        reject("castBonusUsed", tr("Bonus to cast used: the unit has no such bonus."));
    if (dispelBonusUsed && !profile.has(Trait::DispelBonus))
        reject("dispelBonusUsed", tr("Bonus to dispel used: the unit has no such bonus."));
    if (helmThisTurn && profile.magicItem != MagicItem::HelmOfDominion)
        reject("helmThisTurn", tr("Helm of Dominion: the unit carries no such helm."));
    if (spellbound && !profile.castsSpells())
        reject("spellbound", tr("Spellbound: only a wizard can be spellbound."));
    return errors;
}

HitsStruck strikeHits(UnitState &state, int hitsValue, int hits)
{
    HitsStruck result;
    if (state.isDestroyed() || hits <= 0)
        return result;
    state.hitsAccumulated += hits;
    while (state.standsLeft > 0 && state.hitsAccumulated >= hitsValue) {
        state.hitsAccumulated -= hitsValue;
        state.positions.removeLeastProtected();
        --state.standsLeft;
        ++result.standsRemoved;
        state.lostStand = true;
    }
    keepAttachedWithinStands(state);
    if (state.standsLeft == 0) {
        // Hits beyond the last stand have nothing left to fall on.
        state.hitsAccumulated = 0;
        state.destroyed = DestroyedBy::Casualties;
        result.destroyed = true;
    }
    return result;
}

void keepAttachedWithinStands(UnitState &state)
{
    state.attachedStandsLeft = std::clamp(state.attachedStandsLeft, 0, std::max(0, state.standsLeft));
}

void keepAttachedWithinStands(UnitState &state, const UnitProfile &profile)
{
    const int most = std::min(state.standsLeft, profile.attached ? 1 : 0);
    const int least = std::min(most, std::max(0, state.standsLeft - profile.regularStands()));
    state.attachedStandsLeft = std::clamp(state.attachedStandsLeft, least, std::max(0, most));
}

void destroyUnit(UnitState &state, DestroyedBy cause)
{
    if (state.isDestroyed())
        return;
    state.destroyed = cause;
    state.standsLeft = 0;
    state.attachedStandsLeft = 0;
    state.positions = {};
    state.hitsAccumulated = 0;
}

void markConfused(UnitState &state, ConfusionCause cause)
{
    if (!state.isDestroyed() && !state.confusion)
        state.confusion = cause;
}

bool confusionNeedsRoll(ConfusionCause cause)
{
    switch (cause) {
    case ConfusionCause::DrivenIntoImpassable:
    case ConfusionCause::ForcedFriendsAside:
    case ConfusionCause::MadeWay:
        return true;
    case ConfusionCause::FriendlyEvaders:
    case ConfusionCause::DriveBackSix:
    case ConfusionCause::DrivenIntoUnits:
    case ConfusionCause::FallBackTooClose:
    case ConfusionCause::DrivenIntoFriends:
    case ConfusionCause::GiantWalkedThrough:
    case ConfusionCause::Other:
        return false;
    }
    return false;
}

bool confusionEndsWithThisCommandPhase(ConfusionCause cause)
{
    return cause == ConfusionCause::FriendlyEvaders || cause == ConfusionCause::GiantWalkedThrough;
}

QString ConfusionText::cause(ConfusionCause cause)
{
    switch (cause) {
    case ConfusionCause::FriendlyEvaders:
        return tr("Friends evaded through it");
    case ConfusionCause::DriveBackSix:
        return tr("A 6 on its drive-back dice");
    case ConfusionCause::DrivenIntoImpassable:
        return tr("Driven or fallen back into impassable terrain");
    case ConfusionCause::DrivenIntoUnits:
        return tr("Driven or fallen back into enemies or engaged units");
    case ConfusionCause::FallBackTooClose:
        return tr("Could not fall back 1 cm clear of enemies");
    case ConfusionCause::ForcedFriendsAside:
        return tr("Made friends make way");
    case ConfusionCause::DrivenIntoFriends:
        return tr("Driven back into friends that did not make way");
    case ConfusionCause::MadeWay:
        return tr("Made way for a friend");
    case ConfusionCause::GiantWalkedThrough:
        return tr("A Giant gone wild walked through it");
    case ConfusionCause::Other:
        return tr("Marked by the players");
    }
    return {};
}

QString ConfusionText::ends(ConfusionCause cause)
{
    return confusionEndsWithThisCommandPhase(cause) ? tr("until the end of this Command phase")
                                                    : tr("until the end of its own next Command phase");
}

} // namespace wm
