// SPDX-License-Identifier: GPL-3.0-or-later
#include "lonecharacter.h"

#include "core/rules/movement.h"

#include <QCoreApplication>

namespace wm {

namespace {

struct LoneCharacterText
{
    Q_DECLARE_TR_FUNCTIONS(LoneCharacter)
};

} // namespace

std::optional<Error> whyNotLoneCharacter(const Unit &character)
{
    if (!character.profile.isCharacter())
        return Error{QStringLiteral("character"),
                     LoneCharacterText::tr("%1 is not a General, Hero or Wizard.").arg(character.displayName())};
    if (character.state.isDestroyed())
        return Error{QStringLiteral("character"),
                     LoneCharacterText::tr("%1 has been slain.").arg(character.displayName())};
    if (character.state.joinedUnit)
        return Error{
            QStringLiteral("character"),
            LoneCharacterText::tr("%1 is with a unit he has joined, not on his own.").arg(character.displayName())};
    return std::nullopt;
}

std::optional<Error> whyCannotJoinWhenMovedThrough(const Unit &character, const Unit &unit,
                                                   std::optional<int> distanceCm)
{
    if (auto error = whyCannotJoin(character, unit))
        return error;
    if (distanceCm && *distanceCm > MovedThroughJoinCm)
        return Error{
            QStringLiteral("distanceCm"),
            LoneCharacterText::tr("%1 is %2 cm away: a character moved through joins a unit within %3 cm, or is slain.")
                .arg(unit.displayName())
                .arg(*distanceCm)
                .arg(MovedThroughJoinCm)};
    return std::nullopt;
}

Unit movedThrough(const Unit &character, std::optional<UnitId> joins)
{
    if (joins)
        return joinUnit(character, joins);
    Unit slain = character;
    destroyUnit(slain.state, DestroyedBy::MovedThrough);
    return slain;
}

} // namespace wm
