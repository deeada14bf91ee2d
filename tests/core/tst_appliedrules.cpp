// SPDX-License-Identifier: GPL-3.0-or-later
// Every list rule docs/armies.md calls "Applied" has a row here that names it and pins what it
// applies, in each ruleset: the traits the resolvers apply (with their values), the weapon, the
// attacks, the limits on joining, the attached stand, the break point and the conditions. A rule
// that becomes applied without a row, or a row whose rule no longer applies what it says, fails.
// What each trait does to a number is pinned where the trait's rule is tested (tst_specialrules,
// tst_listconditions, tst_joinedcharacters, tst_attachedstands, tst_listgames and the resolvers'
// own tests); here, that the lists give it where the rule says.
#include "core/armies/armylists.h"

#include <QMap>
#include <QTest>

#include <utility>

using namespace wm;

namespace {

// "Rule (ruleset)": what it applies wherever the lists of that ruleset give it; different
// readings (a rule of the same name in two lists) joined by " | ", each as applies() words it.
const std::pair<const char *, const char *> Rows[] = {
    {"Anvil (revolution)", "dispel-bonus=1"},
    {"Anvil (warmaster)", "dispel-bonus=1"},
    {"Archers (revolution)", "shooting-bonus=1"},
    {"Archers/Reavers/Elven Bolt Thrower (warmaster)", "shooting-bonus=1"},
    {"Ashigaru Teppo (revolution)", "armour-piercing"},
    {"Bears (revolution)", "charges-like-monster must-pursue"},
    {"Bears (warmaster)", "charges-like-monster must-pursue extra-attacks-when-ahead=1 takes-no-order; conditions=1"},
    {"Berserkers (revolution)", "no-drive-back ignores-terror must-pursue cannot-evade"},
    {"Birdmen (revolution)", "flyer pursued-by-anyone"},
    {"Black Coach (revolution)", "causes-terror"},
    {"Black Coach (warmaster)", "causes-terror"},
    {"Blunderbusses (revolution)", "armour-piercing"},
    {"Bolt Thrower (revolution)", "weapon"},
    {"Bolt Thrower (warmaster)", "weapon"},
    {"Bone Giant (revolution)", "causes-terror order-modifier=-1; conditions=1"},
    {"Bone Giant (warmaster)", "causes-terror order-modifier=-1; conditions=1"},
    {"Branchwraith (revolution)", "command-modifier=-1; join-limits; conditions=1"},
    {"Bull Rhinox (revolution)", "causes-terror"},
    {"Bushido (revolution)", "drive-back-dice=-1 cannot-evade"},
    {"Camel Riders (revolution)", "order-modifier=-1 ignores-distance-penalty; conditions=1"},
    {"Camel Riders (warmaster)", "order-modifier=-1 ignores-distance-penalty; conditions=1"},
    {"Cannon (revolution)", "weapon"},
    {"Cannon (warmaster)", "weapon"},
    {"Carnosaur (revolution)", "causes-terror"},
    {"Carnosaur (warmaster)", "causes-terror"},
    {"Carrion (revolution)", "flyer"},
    {"Carrion (warmaster)", "flyer"},
    {"Cauldron of Blood (revolution)", "cast-bonus=1"},
    {"Cauldron of Blood (warmaster)", "cast-bonus=1"},
    {"Celestial Dragon (revolution)", "flyer causes-terror"},
    {"Chaos Dragon (revolution)", "flyer causes-terror"},
    {"Chaos Dragon (warmaster)", "flyer causes-terror"},
    {"Chaos Spawn (revolution)",
     "no-drive-back causes-terror order-modifier=-1 must-pursue free-in-brigade=2; conditions=1"},
    {"Chaos Spawn (warmaster)", "causes-terror takes-no-order free-in-brigade=99; conditions=1"},
    {"Cold One Knights (warmaster)", "first-round-attacks=1 takes-no-order; conditions=1"},
    {"Cold Ones Knights (revolution)", "first-round-attacks=1 takes-no-order; conditions=1"},
    {"Daemon Flyers (revolution)", "flyer"},
    {"Daemon Flyers (warmaster)", "flyer"},
    {"Daemon Lord (warmaster)", "flyer"},
    {"Daemon Overlord (warmaster)", "flyer"},
    {"Daemon Swarm (revolution)", "no-drive-back"},
    {"Daemon Swarm (warmaster)", "no-drive-back"},
    {"Daemonic Wings (revolution)", "flyer"},
    {"Death Rocket (revolution)", "armour-piercing"},
    {"Dense Terrain (revolution)", "ignores-dense-terrain-penalty"},
    {"Dense Terrain (warmaster)", "ignores-dense-terrain-penalty"},
    {"Dire Wolves (revolution)", "charges-like-monster"},
    {"Dire Wolves (warmaster)", "charges-like-monster"},
    {"Djinn (revolution)", "flyer causes-terror adds-shooting-attacks=2"},
    {"Djinn (warmaster)", "flyer causes-terror adds-shooting-attacks=2"},
    {"Doom Wheel (revolution)", "causes-terror"},
    {"Doom Wheel (warmaster)", "causes-terror"},
    {"Doombull (revolution)", "causes-terror"},
    {"Dragon Ogre Shaggoth (revolution)", "causes-terror takes-no-order; conditions=1"},
    {"Dragon Ogres (revolution)", "ignores-terror"},
    {"Dragons (revolution)", "flyer causes-terror"},
    {"Dragons (warmaster)", "flyer causes-terror"},
    {"Earthshaker Cannon (revolution)", "weapon"},
    {"Elephant (revolution)", "causes-terror; join-limits"},
    {"Elephant (warmaster)", "causes-terror; join-limits"},
    {"Elephants (revolution)", "causes-terror takes-no-order; conditions=1"},
    {"Elephants (warmaster)", "causes-terror takes-no-order; conditions=1"},
    {"Elven Bolt Thrower (revolution)", "weapon"},
    {"Elven Bolt Thrower (warmaster)", "weapon"},
    {"Ethereal Host (revolution)", "no-drive-back causes-terror"},
    {"Ethereal Host (warmaster)", "no-drive-back causes-terror"},
    {"Favour of the Gods (revolution)", "causes-terror"},
    {"Favour of the Gods (warmaster)", "causes-terror"},
    {"Fell Bats (revolution)", "flyer"},
    {"Fell Bats (warmaster)", "flyer"},
    {"Fenbeast (revolution)", "causes-terror order-modifier=1 no-initiative takes-no-order; conditions=2"},
    {"Flagellants (revolution)", "no-drive-back ignores-terror must-pursue cannot-evade"},
    {"Flagellants (warmaster)", "no-drive-back ignores-terror must-pursue cannot-evade"},
    {"Flame Cannon (revolution)", "weapon"},
    {"Flame Cannon (warmaster)", "weapon"},
    {"Flying Carpet (revolution)", "flyer"},
    {"Flying Carpet (warmaster)", "flyer"},
    {"Forest Dragon (revolution)", "flyer causes-terror"},
    {"Forest Spirits (revolution)", "ignores-terror order-modifier=-1; conditions=1"},
    {"Giant (revolution)", "causes-terror goes-wild"},
    {"Giant (warmaster)", "causes-terror goes-wild"},
    {"Giant Eagle (revolution)", "flyer"},
    {"Giant Eagle (warmaster)", "flyer"},
    {"Giant Eagles (revolution)", "flyer"},
    {"Giant Eagles (warmaster)", "flyer"},
    {"Glade Guard (revolution)", "shooting-bonus=1"},
    {"Gnoblars (revolution)", "join-limits"},
    {"Gorgers (revolution)",
     "ignores-dense-terrain-penalty order-modifier=-1 pursues-anything ignores-distance-penalty"},
    {"Grail Knights (revolution)", "charges-like-monster"},
    {"Grail Knights (warmaster)", "ignores-terror charges-like-monster cannot-evade"},
    {"Grail Reliquae (revolution)", "no-drive-back ignores-terror never-confused no-charge-bonus; attacks=1"},
    {"Great Taurus (revolution)", "flyer causes-terror"},
    {"Greater Daemon (revolution)", "flyer causes-terror"},
    {"Greater Daemon (warmaster)", "flyer causes-terror"},
    {"Grey Seer (revolution)", "casts-spells"},
    {"Grey Seer (warmaster)", "casts-spells"},
    {"Griffon (revolution)", "flyer causes-terror"},
    {"Griffon (warmaster)", "flyer causes-terror"},
    {"Guards (revolution)", "generals-first-order-at=10"},
    {"Guards (warmaster)", "generals-first-order-at=10"},
    {"Gutter Runners (revolution)", "ignores-dense-terrain-penalty"},
    {"Gyrocopter (revolution)", "armour-piercing flyer takes-no-order; join-limits; conditions=1"},
    {"Gyrocopter (warmaster)", "flyer"},
    {"Handgunners (revolution)", "armour-piercing"},
    {"Handgunners (warmaster)", "armour-piercing"},
    {"Handguns (revolution)", "armour-piercing"},
    {"Harpies (revolution)", "flyer; join-limits"},
    {"Harpies (warmaster)", "flyer; join-limits"},
    {"Helblaster (revolution)", "armour-piercing; weapon"},
    {"Helblaster (warmaster)", "weapon"},
    {"Hippogriff (revolution)", "flyer causes-terror"},
    {"Hobgoblins (revolution)", "takes-no-order; conditions=1"},
    {"Honour and Duty (revolution)", "break-point-bonus=1"},
    {"Horn of Resounding (revolution)", "command-modifier=1; conditions=1"},
    {"Ignore Terror (revolution)", "ignores-terror"},
    {"Ignore Terror (warmaster)", "ignores-terror"},
    {"Jezzails (revolution)", "armour-piercing"},
    {"Jezzails (warmaster)", "armour-piercing"},
    {"Knights (revolution)", "ignores-terror cannot-evade"},
    {"Knights (warmaster)", "ignores-terror cannot-evade"},
    {"Knights' Break Point (revolution)", "break-point"},
    {"Knights' Break Point (warmaster)", "break-point"},
    {"Komainu (revolution)", "ignores-terror charges-like-monster"},
    {"Lammasu (revolution)", "flyer"},
    {"Leadbelchers (revolution)", "armour-piercing"},
    {"Liche Priest (warmaster)", "casts-spells"},
    {"Magic Carpets (revolution)", "flyer pursued-by-anyone"},
    {"Magic Carpets (warmaster)", "flyer"},
    {"Manticore (revolution)", "flyer causes-terror"},
    {"Manticore (warmaster)", "flyer causes-terror"},
    {"Mikata (revolution)", "no-drive-back ignores-terror must-pursue cannot-evade"},
    {"Minotaurs (revolution)", "ignores-terror must-pursue cannot-evade"},
    {"Ninja (revolution)", "ignores-dense-terrain-penalty"},
    {"Oathstone (revolution)", "attack-bonus=1; conditions=1"},
    {"Orc Slaves (revolution)", "order-modifier=-1; conditions=1"},
    {"Paymaster, Pay Wagon (revolution)", "command-modifier=1; conditions=1"},
    {"Peasants (revolution)", "order-modifier=-1 no-charge-bonus; conditions=1"},
    {"Peasants (warmaster)", "order-modifier=-1 no-charge-bonus; conditions=1"},
    {"Pegasus (revolution)", "flyer"},
    {"Pegasus (warmaster)", "flyer"},
    {"Pegasus Knights (revolution)", "flyer"},
    {"Plague Monks (revolution)", "no-drive-back ignores-terror must-pursue cannot-evade"},
    {"Plague Monks (warmaster)", "no-drive-back ignores-terror cannot-evade"},
    {"Pump Wagon (revolution)",
     "no-drive-back never-confused no-initiative no-victory-points takes-no-order; join-limits"},
    {"Qilin (revolution)", "cast-bonus=1"},
    {"Rangers (revolution)", "pursues-anything"},
    {"Rangers (warmaster)", "pursues-anything"},
    {"Rat Swarms (revolution)", "no-drive-back"},
    {"Rat Swarms (warmaster)", "no-drive-back"},
    {"Red Guard (revolution)", "armour-piercing"},
    {"Reptilian (revolution)", "order-range=20"},
    {"Reptilian (warmaster)", "order-range=20"},
    {"Rhinox Riders (revolution)", "ignores-terror charges-like-monster"},
    {"Rock Lobber (warmaster)", "weapon"},
    {"Rocket Launcher (revolution)", "armour-piercing"},
    {"Runesmith (revolution)", "dispels-spells=4"},
    {"Runesmith (warmaster)", "dispels-spells=4"},
    {"Salamanders (revolution)", "armour-piercing; attached-stand"},
    {"Salamanders (warmaster)", "armour-piercing; attached-stand"},
    {"Screaming Bell (revolution)", "no-drive-back destroyed-if-retreating no-initiative takes-no-order; conditions=1"},
    {"Screaming Bell (warmaster)", "no-drive-back destroyed-if-retreating no-initiative takes-no-order; conditions=1"},
    {"Shogun (revolution)", "heroes-blunder-modifier=-1"},
    {"Shrine (revolution)", "dispel-bonus=1"},
    {"Shugenja (revolution)", "dispels-spells=4"},
    {"Skirmishers (revolution)", "attached-stand"},
    {"Skirmishers (warmaster)", "attached-stand"},
    {"Skull Chukka (revolution)", "drive-back-confuses-on=4; weapon"},
    {"Skull Chukka (warmaster)", "drive-back-confuses-on=4; weapon"},
    {"Slann Mage Palanquin (revolution)", "gives-no-orders casts-spells recasts-failed-spell"},
    {"Slann Mage Palanquin (warmaster)", "gives-no-orders casts-spells recasts-failed-spell"},
    {"Sorcerer Lord (revolution)", "casts-spells cast-bonus=1"},
    {"Sphinx (revolution)", "causes-terror"},
    {"Sphinx (warmaster)", "causes-terror"},
    {"Steam Tank (revolution)", "no-drive-back always-defended armour-piercing malfunctions-on-double-six "
                                "takes-no-order; join-limits; conditions=1"},
    {"Steam Tank (warmaster)",
     "drive-back-confusion-only always-defended armour-piercing malfunctions-on-double-six destroyed-if-retreating"},
    {"Stegadon (revolution)", "causes-terror"},
    {"Stegadon (warmaster)", "causes-terror"},
    {"Stegadon Mount (revolution)", "causes-terror"},
    {"Stegadon Mount (warmaster)", "causes-terror"},
    {"Stone Thrower (revolution)", "weapon"},
    {"Strength in Numbers (revolution)", "brigade-limit=6 | brigade-limit=99"},
    {"Strength in Numbers (warmaster)", "brigade-limit=6 | brigade-limit=99"},
    {"Structure and Discipline (revolution)", "brigade-limit=6"},
    {"Tatsu (revolution)", "flyer causes-terror"},
    {"Temple Daemons (revolution)", "ignores-terror"},
    {"Tengu (revolution)", "flyer ignores-terror"},
    {"Terracotta Warriors (revolution)", "ignores-terror never-confused ignores-enemy-near-penalty order-modifier=1 "
                                         "no-initiative takes-no-order; conditions=4"},
    {"Terradons (revolution)", "flyer"},
    {"Terradons (warmaster)", "flyer"},
    {"Tomb King (revolution)", "attack-bonus=1; conditions=1"},
    {"Tomb King (warmaster)", "attack-bonus=1; conditions=1"},
    {"Trebuchet (revolution)", "no-armour-save destroyed-if-retreating; weapon"},
    {"Trebuchet (warmaster)", "no-armour-save; weapon"},
    {"Treeman (revolution)", "causes-terror"},
    {"Treeman Ancient (revolution)", "causes-terror command-modifier=-1; join-limits; conditions=1"},
    {"Triple Bows (revolution)", "weapon"},
    {"Troll Slayers (revolution)", "no-drive-back ignores-terror must-pursue cannot-evade "
                                   "victory-points-while-standing attack-bonus=1; conditions=1"},
    {"Troll Slayers (warmaster)", "no-drive-back ignores-terror must-pursue cannot-evade victory-points-while-standing "
                                  "attack-bonus=1 takes-no-order; conditions=2"},
    {"Trolls (revolution)", "regenerates double-distance-penalty"},
    {"Trolls (warmaster)", "regenerates order-modifier=-1"},
    {"Tzarina (revolution)", "casts-spells cast-bonus=1"},
    {"Tzarina (warmaster)", "casts-spells cast-bonus=1"},
    {"Ulfwerener (revolution)", "charges-like-monster pursues-cavalry; join-limits"},
    {"Undead (revolution)", "ignores-terror never-confused ignores-enemy-near-penalty no-initiative"},
    {"Undead (warmaster)", "ignores-terror never-confused ignores-enemy-near-penalty no-initiative"},
    {"Under the Lash (revolution)", "command-range=20"},
    {"Under the Lash (warmaster)", "command-range=20"},
    {"Unicorn (revolution)", "cast-bonus=1"},
    {"Unicorn (warmaster)", "cast-bonus=1"},
    {"Valkyries (revolution)", "flyer ignores-terror cannot-evade"},
    {"Vampire Lord (revolution)", "casts-spells"},
    {"Vampire Lord (warmaster)", "casts-spells"},
    {"Vermintide (revolution)", "pursues-anything"},
    {"Vermintide (warmaster)", "pursues-anything"},
    {"War Altar (revolution)", "cast-bonus=1"},
    {"War Altar (warmaster)", "cast-bonus=1"},
    {"War Hydra (revolution)", "causes-terror regenerates takes-no-order; conditions=1"},
    {"War Hydra (warmaster)", "causes-terror regenerates takes-no-order; conditions=1"},
    {"War Mammoth (revolution)", "causes-terror"},
    {"War Wagon (revolution)", "armour-piercing survives-retreat"},
    {"War Wagon (warmaster)", "armour-piercing destroyed-if-retreating"},
    {"Wardancers (revolution)", "attached-stand"},
    {"Warhawk (revolution)", "flyer"},
    {"Warhawk Riders (revolution)", "flyer"},
    {"Warhounds (revolution)", "pursues-cavalry; attached-stand"},
    {"Waywatchers (revolution)", "armour-piercing shooting-bonus=1"},
    {"Were Kin (revolution)", "causes-terror"},
    {"Wild Riders (revolution)", "first-round-attacks=1"},
    {"Winged Lancers (revolution)", "ignores-terror first-round-attacks=1"},
    {"Winged Nightmare (revolution)", "flyer causes-terror"},
    {"Winged Nightmare (warmaster)", "flyer causes-terror"},
    {"Witch Elves (revolution)", "no-drive-back ignores-terror must-pursue cannot-evade"},
    {"Witch Elves (warmaster)", "no-drive-back ignores-terror must-pursue cannot-evade"},
    {"Wizard (revolution)", "casts-spells | recasts-failed-spell"},
    {"Wizard (warmaster)", "casts-spells | recasts-failed-spell"},
    {"Wyvern (revolution)", "flyer causes-terror"},
    {"Wyvern (warmaster)", "flyer causes-terror"},
    {"Yhetees (revolution)", "charges-like-monster must-pursue"},
    {"Yozhin (revolution)", "causes-terror"},
    {"Zealots (revolution)", "attack-bonus=1; conditions=1"},
    {"Zombie Dragon (revolution)", "flyer causes-terror"},
    {"Zombie Dragon (warmaster)", "flyer causes-terror"},
};

const ArmyLists &lists()
{
    static const ArmyLists all = ArmyLists::builtIn().value();
    return all;
}

// What one rule applies on one unit, upgrade or army, in words a row can pin; empty when it only
// asks or shows.
QString applies(const SpecialRule &rule, const TraitValues &values)
{
    QStringList parts;
    QStringList traits;
    for (Trait trait : AllTraits) {
        if (!rule.traits.testFlag(trait) || !isAppliedTrait(trait))
            continue;
        const std::optional<int> standard = defaultTraitValue(trait);
        traits.append(standard ? QStringLiteral("%1=%2").arg(enumKey(trait)).arg(values.value(trait, *standard))
                               : enumKey(trait));
    }
    if (!traits.isEmpty())
        parts.append(traits.join(QLatin1Char(' ')));
    if (rule.weapon)
        parts.append(QStringLiteral("weapon"));
    if (rule.attacks != 0)
        parts.append(QStringLiteral("attacks=%1").arg(rule.attacks));
    if (rule.joinLimits)
        parts.append(QStringLiteral("join-limits"));
    if (rule.attachedStand)
        parts.append(QStringLiteral("attached-stand"));
    if (rule.breakPoint)
        parts.append(QStringLiteral("break-point"));
    if (rule.breakPointBonus != 0)
        parts.append(QStringLiteral("break-point-bonus=%1").arg(rule.breakPointBonus));
    if (!rule.conditions.isEmpty())
        parts.append(QStringLiteral("conditions=%1").arg(rule.conditions.size()));
    return parts.join(QStringLiteral("; "));
}

// Every applied rule of the built-in lists, as the rows name them, with what it applies.
QMap<QString, QString> appliedRules()
{
    QMap<QString, QSet<QString>> found;
    const auto add = [&](const ArmyList &list, const SpecialRule &rule, const TraitValues &values) {
        const QString what = applies(rule, values);
        if (!what.isEmpty())
            found[QStringLiteral("%1 (%2)").arg(rule.name, enumKey(list.ruleset))].insert(what);
    };
    for (const ArmyList &list : lists().lists()) {
        for (const SpecialRule &rule : list.rules)
            add(list, rule, {});
        for (const ArmyUnit &unit : list.units) {
            for (const SpecialRule &rule : unit.profile.rules)
                add(list, rule, unit.profile.traitValues);
        }
        for (const ArmyUpgrade &upgrade : list.upgrades) {
            for (const SpecialRule &rule : upgrade.rules)
                add(list, rule, upgrade.traitValues);
        }
    }
    QMap<QString, QString> rules;
    for (auto it = found.cbegin(); it != found.cend(); ++it) {
        QStringList readings(it.value().cbegin(), it.value().cend());
        readings.sort();
        rules.insert(it.key(), readings.join(QStringLiteral(" | ")));
    }
    return rules;
}

QString listed(QStringList names)
{
    names.sort();
    return names.join(QStringLiteral(", "));
}

} // namespace

class TestAppliedRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyAppliedRuleHasARow();
    void appliedRule_data();
    void appliedRule();
    void theTraitsReachTheUnit();
};

// The walk over the lists: no applied rule without a row, no row without its rule.
void TestAppliedRules::everyAppliedRuleHasARow()
{
    const QMap<QString, QString> rules = appliedRules();
    QSet<QString> named;
    for (const auto &[rule, what] : Rows)
        named.insert(QString::fromUtf8(rule));
    QStringList withoutRow;
    for (const QString &rule : rules.keys()) {
        if (!named.contains(rule))
            withoutRow.append(rule);
    }
    QStringList withoutRule;
    for (const QString &rule : std::as_const(named)) {
        if (!rules.contains(rule))
            withoutRule.append(rule);
    }
    QVERIFY2(withoutRow.isEmpty(), qPrintable(QStringLiteral("applied, with no row: ") + listed(withoutRow)));
    QVERIFY2(withoutRule.isEmpty(), qPrintable(QStringLiteral("a row, no longer applied: ") + listed(withoutRule)));
    QCOMPARE(rules.size(), qsizetype(std::size(Rows)));
}

void TestAppliedRules::appliedRule_data()
{
    QTest::addColumn<QString>("applies");
    for (const auto &[rule, what] : Rows)
        QTest::newRow(rule) << QString::fromUtf8(what);
}

void TestAppliedRules::appliedRule()
{
    QFETCH(QString, applies);
    static const QMap<QString, QString> rules = appliedRules();
    const QString row = QString::fromUtf8(QTest::currentDataTag());
    QVERIFY2(rules.contains(row), qPrintable(QStringLiteral("no longer applied in the lists: ") + row));
    QCOMPARE(rules.value(row), applies);
}

// A rule's traits are applied only from the profile (or the upgrade) that carries them: every trait
// of a unit's or an upgrade's rule is among its own traits, or its weapon's.
void TestAppliedRules::theTraitsReachTheUnit()
{
    QStringList missing;
    for (const ArmyList &list : lists().lists()) {
        for (const ArmyUnit &unit : list.units) {
            for (const SpecialRule &rule : unit.profile.rules) {
                Traits given = unit.profile.traits | WeaponRules::impliedTraits(unit.profile.weapon);
                // Artillery is destroyed when it must retreat, whatever its traits say.
                if (unit.profile.type == UnitType::Artillery)
                    given |= Trait::DestroyedIfRetreating;
                if (!rule.armyWide && (rule.traits & ~given))
                    missing.append(QStringLiteral("%1: %2's %3").arg(list.key, unit.name(), rule.name));
            }
        }
        for (const ArmyUpgrade &upgrade : list.upgrades) {
            for (const SpecialRule &rule : upgrade.rules) {
                if (rule.traits & ~upgrade.traits)
                    missing.append(QStringLiteral("%1: %2's %3").arg(list.key, upgrade.name, rule.name));
            }
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(listed(missing)));
}

QTEST_GUILESS_MAIN(TestAppliedRules)
#include "tst_appliedrules.moc"
