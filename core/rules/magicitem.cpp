// SPDX-License-Identifier: GPL-3.0-or-later
#include "magicitem.h"

namespace wm {

QString MagicItemText::name(MagicItem item)
{
    switch (item) {
    case MagicItem::BattleBanner:
        return tr("Battle Banner");
    case MagicItem::BannerOfShielding:
        return tr("Banner of Shielding");
    case MagicItem::BannerOfFortitude:
        return tr("Banner of Fortitude");
    case MagicItem::BannerOfSteadfastness:
        return tr("Banner of Steadfastness");
    case MagicItem::BannerOfFortune:
        return tr("Banner of Fortune");
    case MagicItem::SwordOfDestruction:
        return tr("Sword of Destruction");
    case MagicItem::SwordOfFate:
        return tr("Sword of Fate");
    case MagicItem::SwordOfCleaving:
        return tr("Sword of Cleaving");
    case MagicItem::SwordOfMight:
        return tr("Sword of Might");
    case MagicItem::CrownOfCommand:
        return tr("Crown of Command");
    case MagicItem::HelmOfDominion:
        return tr("Helm of Dominion");
    case MagicItem::OrbOfMajesty:
        return tr("Orb of Majesty");
    case MagicItem::RingOfMagic:
        return tr("Ring of Magic");
    case MagicItem::StaffOfSpellbinding:
        return tr("Staff of Spellbinding");
    case MagicItem::SceptreOfSovereignty:
        return tr("Sceptre of Sovereignty");
    case MagicItem::ScrollOfDispelling:
        return tr("Scroll of Dispelling");
    case MagicItem::WandOfPower:
        return tr("Wand of Power");
    case MagicItem::RodOfRepetition:
        return tr("Rod of Repetition");
    }
    return {};
}

QString MagicItemText::summary(MagicItem item)
{
    // wmassist's own account of each item, for players who know the rule and want it recalled; the
    // rulebook's wording is the one that counts at the table.
    switch (item) {
    case MagicItem::BattleBanner:
        return tr("In the unit's first combat of the battle, every stand fights with one more Attack, through "
                  "the pursuits and advances that follow from that combat.");
    case MagicItem::BannerOfShielding:
        return tr("The unit's Armour counts one better (5+ becomes 4+), to 3+ at best, until it first loses a "
                  "stand.");
    case MagicItem::BannerOfFortitude:
        return tr("In the unit's first combat of the battle, every stand has one more Hit, through the "
                  "pursuits and advances that follow; hits left over are discarded before the extra Hit goes.");
    case MagicItem::BannerOfSteadfastness:
        return tr("Each turn, the first shooting hit the unit fails to save is ignored, hits from spells in "
                  "the Shooting phase included, until it first loses a stand.");
    case MagicItem::BannerOfFortune:
        return tr("Once a battle, the player may roll all the unit's Attack dice of one shooting or combat "
                  "again, hits included, and keeps the second roll whatever it gives.");
    case MagicItem::SwordOfDestruction:
        return tr("Each round of combat, one enemy unit touching the bearer's unit must roll one of its "
                  "successful armour saves again.");
    case MagicItem::SwordOfFate:
        return tr("Once a battle, in the first round of the unit's first combat, one of its stands fights "
                  "with one more Attack.");
    case MagicItem::SwordOfCleaving:
        return tr("Each round of combat, the unit may roll one of its Attack dice that missed again.");
    case MagicItem::SwordOfMight:
        return tr("One stand of the unit fights with one more Attack, as if a character had joined it: one "
                  "Attack in all, not one a stand.");
    case MagicItem::CrownOfCommand:
        return tr("The General may give his first order of each turn on a Command of 10 with no penalties; "
                  "once such an order fails (11 or 12), the Crown works no more.");
    case MagicItem::HelmOfDominion:
        return tr("For one turn of the battle, chosen at its start, the General's Command is one higher, to "
                  "10 at most.");
    case MagicItem::OrbOfMajesty:
        return tr("Once a battle, the General may roll a failed order of his own again as if his Command "
                  "were 8, penalties as usual, the failed roll not counting as one.");
    case MagicItem::RingOfMagic:
        return tr("Once a battle, the Wizard casts a spell without rolling for it.");
    case MagicItem::StaffOfSpellbinding:
        return tr("When an enemy Wizard fails to cast, a 4+ on a die spellbinds him: -1 on each of his "
                  "casting rolls from then on. Spent once it has worked.");
    case MagicItem::SceptreOfSovereignty:
        return tr("Once a battle, the General may ignore a blunder (double six) on an order of his own or of "
                  "another character of the army: the order passes instead.");
    case MagicItem::ScrollOfDispelling:
        return tr("Once a battle, the bearer makes a spell an enemy Wizard has cast fail; a Dwarf Runesmith "
                  "uses it after his own anti-magic roll has failed.");
    case MagicItem::WandOfPower:
        return tr("Once a battle, the Wizard adds 1 to a casting roll, said before rolling; a 1 still fails.");
    case MagicItem::RodOfRepetition:
        return tr("Once a battle, after rolling well enough to cast a spell, the Wizard may cast another, "
                  "rolled for as usual.");
    }
    return {};
}

QString MagicItemText::kindName(MagicItemKind kind)
{
    switch (kind) {
    case MagicItemKind::Standard:
        return tr("Magic standard");
    case MagicItemKind::Weapon:
        return tr("Magic weapon");
    case MagicItemKind::DeviceOfPower:
        return tr("Device of power");
    }
    return {};
}

} // namespace wm
