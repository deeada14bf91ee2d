// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/diceroll.h"
#include "core/error.h"
#include "core/rules/ruleset.h"
#include "core/rules/shooting.h"
#include "core/rules/side.h"
#include "core/rules/spell.h"
#include "core/rules/unit.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace wm {

class DiceSource;

// Whether a cast die casts a spell (FACTS §7): an unmodified 1 always fails and a 6 always works;
// otherwise the die with its modifier (a Wand of Power +1, a spellbound wizard -1) must reach the
// spell's number.
bool castSucceeds(int face, int castRoll, int modifier = 0);

// Whether the players pick units for a spell: not for one on the wizard himself, one that makes
// something new on the table, or an aura that stays with the wizard.
bool spellFallsOnUnits(const Spell &spell);

// Whether a roll to cancel a spell does: the die with its bonus (the Anvil's +1) reaches `needed`.
bool dispelSucceeds(int face, int needed, int bonus = 0);

// Whether the unit is one of its army's casters: a wizard, or a unit its list lets cast, still on
// the table. Whether it may cast now is casterError()'s to say.
bool castsSpellsOnTable(const Unit &u);

// Whether `wizard` may cast a spell now, whatever he casts: a wizard on the table who has not cast
// this turn, or who may cast again (after a teleport, with the Rod of Repetition). Nothing when he may.
std::optional<Error> casterError(const Unit &wizard);

// Why `target` cannot be one of the units a spell falls on, cast by a wizard of `wizardSide` at
// a unit of `targetSide`; nothing when it can. Checks what wmassist knows: friend or enemy, a
// character, on the table, in combat or not, the unit the wizard has joined, the same spell on it
// this turn already. What only the table shows (range, sight, a line) the players judge.
std::optional<Error> spellTargetError(const Spell &spell, const Unit &wizard, Side wizardSide, const Unit &target,
                                      Side targetSide);

// Someone trying to cancel the spell as it is cast: an enemy character who dispels (a Runesmith
// within 50 cm), maybe with a bonus once a battle (the Anvil).
struct DispelAttempt
{
    Unit by;
    int bonus = 0;
    // The Scroll of Dispelling, once a battle: a Wizard's cancels the spell with no roll; a
    // Runesmith's cancels it when his own roll has failed.
    bool scroll = false;
    // How far he stood from the wizard, where the players measured it.
    std::optional<int> distanceCm{};
};
// A character who dispels tries only against a wizard this close (FACTS §7, the Runesmith).
inline constexpr int DispelRangeCm = 50;

// An enemy of the wizard carrying the Staff of Spellbinding: if the cast fails he rolls a D6, and on
// SpellbindScore or more the wizard is spellbound for the battle and the Staff works no more.
inline constexpr int SpellbindScore = 4;
// What the Wand of Power adds to the cast roll it is used on, and what being spellbound takes off
// every cast after.
inline constexpr int WandOfPowerCastBonus = 1;
inline constexpr int SpellboundCastPenalty = -1;
// A cast die showing this fails whatever is added to it; one showing CastAlwaysScore always casts.
inline constexpr int CastAlwaysFailsScore = 1;
inline constexpr int CastAlwaysScore = 6;

// What a wizard may add to his next cast, each only while it still works: his devices and his own
// once-a-battle bonus. A form offers exactly these; resolveSpell() refuses anything else.
struct CastPowers
{
    bool ringOfMagic = false;
    bool wandOfPower = false;
    bool rodOfRepetition = false;
    std::optional<int> castBonus{}; // his bonus to the cast roll, while he has not used it
    bool recastsFailedSpell = false;

    bool operator==(const CastPowers &) const = default;
};
CastPowers castPowersOf(const Unit &wizard);

// What a character trying to cancel a spell brings to it.
struct DispelPowers
{
    std::optional<int> bonus{}; // his once-a-battle bonus to the roll, used or not
    bool bonusUsed = false;
    bool scroll = false;     // a Scroll of Dispelling that still works
    bool onlyScroll = false; // a wizard: his Scroll is his only way to cancel a spell

    bool operator==(const DispelPowers &) const = default;
};
DispelPowers dispelPowersOf(const Unit &dispeller);

// The characters of `army` who may try to cancel a spell an enemy wizard casts: those who dispel
// and wizards whose Scroll of Dispelling still works, on the table (the players say which is within reach).
QList<UnitId> dispellersAmong(const QList<Unit> &army);

// The enemy character whose Staff of Spellbinding still waits for a failed cast, or nothing.
const Unit *spellbindingStaffAmong(const QList<Unit> &enemies);

struct SpellRequest
{
    Unit wizard;
    Side wizardSide;
    Spell spell;
    QList<Unit> targets; // with their sides: the units the spell falls on
    QList<Side> targetSides;
    int castModifier = 0;   // added to the cast die besides the wizard's devices
    bool automatic = false; // cast with no roll, besides the Ring
    // The wizard's devices of power, each once a battle and only when he carries it: the Ring casts
    // with no roll, the Wand adds 1 to the cast die, the Rod gives him another cast this turn after
    // a cast that rolled well enough (it may repeat the spell). A spellbound wizard takes -1.
    bool ringOfMagic = false;
    bool wandOfPower = false;
    bool rodOfRepetition = false;
    // The wizard's own powers: his once-a-battle bonus to the cast die (a War Altar's +1, said
    // before rolling), and his second roll for a spell that failed other than on a 1 (a High Elf Mage).
    bool castBonus = false;
    bool recast = false;
    std::optional<DispelAttempt> dispel{};
    std::optional<Unit> spellbinder{};
    // When lasting states end: the turn it is cast in, and the turn in which the opponent plays next
    // (the same one when the wizard's side plays first, else the one after).
    int turn = 1;
    int opponentsNextTurn = 1;
};

// What the spell did to one unit it fell on.
struct SpellTargetResult
{
    UnitId unit = 0;
    std::optional<DiceRoll> attacksRoll{}; // the D3 of attacks, for spells whose attacks are rolled
    std::optional<ShootingResult> shooting{};
    std::optional<DiceRoll> driveBack{};
    int driveBackCm = 0;
    bool confused = false; // by a 6 among its drive-back dice
    bool standRegained = false;
    std::optional<DiceRoll> slayRoll{}; // a D6 against its Hits value (Freeze)
    bool standSlain = false;
    QList<SpellOnUnit> statesGiven{};
    Unit after;

    bool operator==(const SpellTargetResult &) const = default;
};

// Everything a cast did, step by step, for a view to walk through.
struct SpellResult
{
    QString spell;
    int castRoll = 4;
    int castModifier = 0;
    bool automatic = false;
    std::optional<DiceRoll> cast{};   // marked re-rolled when the wizard rolled again
    std::optional<DiceRoll> recast{}; // the second roll of a wizard who may cast a failed spell again
    bool succeeded = false;           // the spell was cast
    std::optional<DiceRoll> dispelRoll{};
    int dispelBonus = 0;
    bool dispelled = false;
    bool scrollUsed = false; // the dispeller's Scroll cancelled it
    bool rodUsed = false;    // the wizard may cast again this turn
    std::optional<DiceRoll> spellbindRoll{};
    bool spellbound = false; // the failed cast left the wizard spellbound
    std::optional<Unit> spellbinderAfter{};
    QList<SpellTargetResult> targets;
    QList<SpellOnUnit> auraGiven; // the states of an aura, kept on the wizard
    Unit wizardAfter;
    std::optional<Unit> dispellerAfter{};

    bool tookEffect() const { return succeeded && !dispelled; }
    // The cast die that decided the spell: the second roll when there is one.
    const std::optional<DiceRoll> &countedCast() const { return recast ? recast : cast; }
    QList<DiceRoll> rolls() const;

    bool operator==(const SpellResult &) const = default;
};

// Casts a spell: the cast die, the enemy's try to cancel it, then its effect on each target in the
// order given (its shooting attacks through the shooting rules, its drive back, the states it
// leaves and when they end). Dice are taken in that order. On any error nothing but the error is
// returned.
Result<SpellResult> resolveSpell(const SpellRequest &request, const Ruleset &ruleset, DiceSource &dice);

// The shot a spell's shooting attacks make at `target`, `attacks` dice of them: shot as any shooting
// is, by a unit that is nothing but the spell, carrying the wizard's number so that a drive back goes
// away from him. resolveSpell() rolls it; the spell's odds are worked out from it.
ShootingRequest spellShot(const Unit &wizard, const Spell &spell, const Unit &target, int attacks);

// The spells' states on a unit whose time is up at the end of the Combat phase of `turn` of `side`:
// removes them and returns them.
QList<SpellOnUnit> endSpells(UnitState &state, int turn, Side side);

struct MagicText
{
    Q_DECLARE_TR_FUNCTIONS(MagicText)
};

} // namespace wm
