// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/core/metatypes.h"
#include "tests/core/testunits.h"

#include "core/rules/pace.h"
#include "core/rules/ruleset.h"

#include <QTest>

#include <functional>

using namespace wm;
using namespace wm::test;

using ProfileChange = std::function<void(UnitProfile &)>;
Q_DECLARE_METATYPE(ProfileChange)

class TestUnits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void armourParses_data();
    void armourParses();
    void everyArmourAProfileMayHave();
    void armourPiercing_data();
    void armourPiercing();
    void validProfilesPass_data();
    void validProfilesPass();
    void invalidProfilesNameTheField_data();
    void invalidProfilesNameTheField();
    void fullPace_data();
    void fullPace();
    void freshStateIsFullStrengthInTheOpen();
    void stateValidation_data();
    void stateValidation();
    void hitsRemoveStands_data();
    void hitsRemoveStands();
    void leastProtectedStandsGoFirst();
    void lastStandDestroysTheUnit();
    void markConfusedKeepsTheFirstCause();
    void traitKeysRoundTrip();
    void namesInASentenceCannotBeMisread_data();
    void namesInASentenceCannotBeMisread();
};

void TestUnits::armourParses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("readable");
    QTest::addColumn<std::optional<int>>("score");
    QTest::newRow("4+") << QStringLiteral("4+") << true << std::optional<int>(4);
    QTest::newRow("3") << QStringLiteral("3") << true << std::optional<int>(3);
    QTest::newRow("dash") << QStringLiteral("-") << true << std::optional<int>();
    QTest::newRow("en dash") << QStringLiteral("\u2013") << true << std::optional<int>();
    QTest::newRow("0") << QStringLiteral("0") << true << std::optional<int>();
    QTest::newRow("empty") << QString() << true << std::optional<int>();
    QTest::newRow("words") << QStringLiteral("heavy") << false << std::optional<int>();
}

void TestUnits::armourParses()
{
    QFETCH(QString, text);
    QFETCH(bool, readable);
    QFETCH(std::optional<int>, score);
    const auto armour = Armour::parse(text);
    QCOMPARE(armour.has_value(), readable);
    if (armour)
        QCOMPARE(armour->score(), score);
}

void TestUnits::everyArmourAProfileMayHave()
{
    QStringList shown;
    for (const Armour &a : Armour::all()) {
        QVERIFY(a.isValid());
        shown.append(a.toString());
    }
    QCOMPARE(shown, (QStringList{Armour::none().toString(), QStringLiteral("6+"), QStringLiteral("5+"),
                                 QStringLiteral("4+"), QStringLiteral("3+")}));
    QVERIFY(!Armour::saveOn(2).isValid());
}

void TestUnits::armourPiercing_data()
{
    QTest::addColumn<Armour>("armour");
    QTest::addColumn<Armour>("pierced");
    QTest::newRow("3+ -> 4+") << Armour::saveOn(3) << Armour::saveOn(4);
    QTest::newRow("4+ -> 5+") << Armour::saveOn(4) << Armour::saveOn(5);
    QTest::newRow("5+ -> 6+") << Armour::saveOn(5) << Armour::saveOn(6);
    QTest::newRow("6+ -> no save") << Armour::saveOn(6) << Armour::none();
    QTest::newRow("none stays none") << Armour::none() << Armour::none();
}

void TestUnits::armourPiercing()
{
    QFETCH(Armour, armour);
    QFETCH(Armour, pierced);
    QCOMPARE(armour.worsened(1), pierced);
}

void TestUnits::validProfilesPass_data()
{
    QTest::addColumn<UnitProfile>("profile");
    QTest::newRow("archers") << archers();
    QTest::newRow("knights") << knights();
    QTest::newRow("steam tank") << steamTank();
    QTest::newRow("cannon") << cannon();
    const UnitProfile general = empireGeneral();
    QTest::newRow("general") << general;

    // The most of each number core/limits.h allows, and the longest name.
    UnitProfile most = archers();
    most.name = QString(100, QLatin1Char('x'));
    most.combatAttacks = 20;
    most.shootingAttacks = 20;
    most.rangeCm = 300;
    most.hits = 20;
    most.stands = 20;
    most.fullPaceCm = 300;
    QTest::newRow("every limit reached") << most;
    UnitProfile commander = general;
    commander.command = 10;
    commander.combatAttacks = 20;
    QTest::newRow("general of Command 10 and 20 attacks") << commander;
}

void TestUnits::validProfilesPass()
{
    QFETCH(UnitProfile, profile);
    QCOMPARE(profile.validate(), QList<Error>());
}

void TestUnits::invalidProfilesNameTheField_data()
{
    QTest::addColumn<UnitProfile>("base");
    QTest::addColumn<ProfileChange>("change");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");

    const UnitProfile hero = empireHero();

    QTest::newRow("Hits 0") << knights() << ProfileChange([](UnitProfile &p) { p.hits = 0; }) << QStringLiteral("hits")
                            << QStringLiteral("Hits: must be 1 to 20 (was 0).");
    QTest::newRow("no Hits") << knights() << ProfileChange([](UnitProfile &p) { p.hits.reset(); })
                             << QStringLiteral("hits") << QStringLiteral("Hits: a unit needs a Hits value.");
    QTest::newRow("Armour 7+") << knights() << ProfileChange([](UnitProfile &p) { p.armour = Armour::saveOn(7); })
                               << QStringLiteral("armour")
                               << QStringLiteral("Armour: must be 3+, 4+, 5+, 6+ or none (was 7+).");
    QTest::newRow("Armour 2+") << knights() << ProfileChange([](UnitProfile &p) { p.armour = Armour::saveOn(2); })
                               << QStringLiteral("armour")
                               << QStringLiteral("Armour: must be 3+, 4+, 5+, 6+ or none (was 2+).");
    QTest::newRow("0 stands") << knights() << ProfileChange([](UnitProfile &p) { p.stands = 0; })
                              << QStringLiteral("stands") << QStringLiteral("Stands: must be 1 to 20 (was 0).");
    QTest::newRow("negative range") << archers() << ProfileChange([](UnitProfile &p) { p.rangeCm = -30; })
                                    << QStringLiteral("range")
                                    << QStringLiteral("Range: must be 1 to 300 cm (was -30 cm).");
    QTest::newRow("shooting without range")
        << archers() << ProfileChange([](UnitProfile &p) { p.rangeCm.reset(); }) << QStringLiteral("range")
        << QStringLiteral("Range: a unit that shoots needs a range.");
    QTest::newRow("range without shooting")
        << knights() << ProfileChange([](UnitProfile &p) { p.rangeCm = 30; }) << QStringLiteral("shootingAttacks")
        << QStringLiteral("Shooting attacks: a unit with a range needs shooting attacks.");
    QTest::newRow("0 shooting attacks") << archers() << ProfileChange([](UnitProfile &p) { p.shootingAttacks = 0; })
                                        << QStringLiteral("shootingAttacks")
                                        << QStringLiteral("Shooting attacks: must be 1 to 20 (was 0).");
    QTest::newRow("negative attacks") << knights() << ProfileChange([](UnitProfile &p) { p.combatAttacks = -1; })
                                      << QStringLiteral("combatAttacks")
                                      << QStringLiteral("Attacks: must be 0 to 20 (was -1).");
    QTest::newRow("no name") << knights() << ProfileChange([](UnitProfile &p) { p.name = QStringLiteral("  "); })
                             << QStringLiteral("name") << QStringLiteral("Name: a unit needs a name.");
    QTest::newRow("pace 0") << steamTank() << ProfileChange([](UnitProfile &p) { p.fullPaceCm = 0; })
                            << QStringLiteral("fullPace")
                            << QStringLiteral("Full pace: must be 1 to 300 cm (was 0 cm).");
    QTest::newRow("character without Command")
        << hero << ProfileChange([](UnitProfile &p) { p.command.reset(); }) << QStringLiteral("command")
        << QStringLiteral("Command: a Hero needs a Command value.");
    QTest::newRow("Command 11") << hero << ProfileChange([](UnitProfile &p) { p.command = 11; })
                                << QStringLiteral("command") << QStringLiteral("Command: must be 1 to 10 (was 11).");
    QTest::newRow("character with Hits") << hero << ProfileChange([](UnitProfile &p) { p.hits = 3; })
                                         << QStringLiteral("hits")
                                         << QStringLiteral("Hits: a character has no Hits value.");
    QTest::newRow("character of 2 stands")
        << hero << ProfileChange([](UnitProfile &p) { p.stands = 2; }) << QStringLiteral("stands")
        << QStringLiteral("Stands: a character is a single stand (was 2).");
    QTest::newRow("character with armour")
        << hero << ProfileChange([](UnitProfile &p) { p.armour = Armour::saveOn(6); }) << QStringLiteral("armour")
        << QStringLiteral("Armour: a character has no Armour value (was 6+).");

    // One beyond each limit of core/limits.h.
    QTest::newRow("name of 101 characters")
        << knights() << ProfileChange([](UnitProfile &p) { p.name = QString(101, QLatin1Char('x')); })
        << QStringLiteral("name") << QStringLiteral("Name: at most 100 characters (was 101).");
    QTest::newRow("21 attacks") << knights() << ProfileChange([](UnitProfile &p) { p.combatAttacks = 21; })
                                << QStringLiteral("combatAttacks")
                                << QStringLiteral("Attacks: must be 0 to 20 (was 21).");
    QTest::newRow("21 shooting attacks") << archers() << ProfileChange([](UnitProfile &p) { p.shootingAttacks = 21; })
                                         << QStringLiteral("shootingAttacks")
                                         << QStringLiteral("Shooting attacks: must be 1 to 20 (was 21).");
    QTest::newRow("range of 301 cm") << archers() << ProfileChange([](UnitProfile &p) { p.rangeCm = 301; })
                                     << QStringLiteral("range")
                                     << QStringLiteral("Range: must be 1 to 300 cm (was 301 cm).");
    QTest::newRow("Hits 21") << knights() << ProfileChange([](UnitProfile &p) { p.hits = 21; })
                             << QStringLiteral("hits") << QStringLiteral("Hits: must be 1 to 20 (was 21).");
    QTest::newRow("21 stands") << knights() << ProfileChange([](UnitProfile &p) { p.stands = 21; })
                               << QStringLiteral("stands") << QStringLiteral("Stands: must be 1 to 20 (was 21).");
    QTest::newRow("pace of 301 cm") << steamTank() << ProfileChange([](UnitProfile &p) { p.fullPaceCm = 301; })
                                    << QStringLiteral("fullPace")
                                    << QStringLiteral("Full pace: must be 1 to 300 cm (was 301 cm).");
    QTest::newRow("Command on a unit") << knights() << ProfileChange([](UnitProfile &p) {
        p.command = 8;
    }) << QStringLiteral("command") << QStringLiteral("Command: only a General, Hero or Wizard has a Command value.");
}

void TestUnits::invalidProfilesNameTheField()
{
    QFETCH(UnitProfile, base);
    QFETCH(ProfileChange, change);
    QFETCH(QString, field);
    QFETCH(QString, message);
    change(base);
    const QList<Error> errors = base.validate();
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.constFirst().field, field);
    QCOMPARE(errors.constFirst().message, message);
}

void TestUnits::fullPace_data()
{
    QTest::addColumn<UnitType>("type");
    QTest::addColumn<Traits>("traits");
    QTest::addColumn<std::optional<int>>("listed");
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<int>("pace");
    const std::optional<int> none;
    QTest::newRow("infantry 20") << UnitType::Infantry << Traits() << none << RulesetId::Warmaster << 20;
    QTest::newRow("cavalry 30") << UnitType::Cavalry << Traits() << none << RulesetId::Warmaster << 30;
    QTest::newRow("chariot 30") << UnitType::Chariot << Traits() << none << RulesetId::Revolution << 30;
    QTest::newRow("monster 20") << UnitType::Monster << Traits() << none << RulesetId::Revolution << 20;
    QTest::newRow("machine 20") << UnitType::Machine << Traits() << none << RulesetId::Warmaster << 20;
    QTest::newRow("machine as listed") << UnitType::Machine << Traits() << std::optional<int>(25)
                                       << RulesetId::Warmaster << 25;
    QTest::newRow("flyer 100") << UnitType::Monster << Traits(Trait::Flyer) << none << RulesetId::Warmaster << 100;
    QTest::newRow("character 60") << UnitType::Hero << Traits() << none << RulesetId::Warmaster << 60;
    QTest::newRow("flying character 100")
        << UnitType::General << Traits(Trait::Flyer) << none << RulesetId::Revolution << 100;
    QTest::newRow("artillery, quick reference: 20")
        << UnitType::Artillery << Traits() << none << RulesetId::Warmaster << 20;
    QTest::newRow("artillery, Revolution: 10")
        << UnitType::Artillery << Traits() << none << RulesetId::Revolution << 10;
}

void TestUnits::fullPace()
{
    QFETCH(UnitType, type);
    QFETCH(Traits, traits);
    QFETCH(std::optional<int>, listed);
    QFETCH(RulesetId, ruleset);
    QFETCH(int, pace);
    UnitProfile p;
    p.type = type;
    p.traits = traits;
    p.fullPaceCm = listed;
    QCOMPARE(fullPaceCm(p, Ruleset::forId(ruleset)), pace);
}

void TestUnits::freshStateIsFullStrengthInTheOpen()
{
    const UnitState s = UnitState::fresh(knights());
    QCOMPARE(s.standsLeft, 3);
    QCOMPARE(s.positions, (StandPositions{3, 0, 0}));
    QCOMPARE(s.hitsAccumulated, 0);
    QVERIFY(!s.isConfused());
    QVERIFY(!s.isDestroyed());
    QCOMPARE(s.validate(knights()), QList<Error>());
}

void TestUnits::stateValidation_data()
{
    QTest::addColumn<UnitState>("state");
    QTest::addColumn<QString>("field");
    UnitState s = UnitState::fresh(knights());
    s.standsLeft = 4;
    QTest::newRow("more stands than the unit has") << s << QStringLiteral("standsLeft");
    s = UnitState::fresh(knights());
    s.positions = {2, 0, 0};
    QTest::newRow("positions short of the stands") << s << QStringLiteral("positions");
    s = UnitState::fresh(knights());
    s.hitsAccumulated = 3;
    QTest::newRow("hits a stand's worth") << s << QStringLiteral("hitsAccumulated");
    s = UnitState::fresh(knights());
    s.destroyed = DestroyedBy::Rout;
    QTest::newRow("destroyed with stands") << s << QStringLiteral("destroyed");
    // Knights with no magic item and no powers: nothing of an item or a power can be used up.
    auto used = [](bool UnitState::*mark) {
        UnitState state = UnitState::fresh(knights());
        state.*mark = true;
        return state;
    };
    QTest::newRow("item spent, no item") << used(&UnitState::magicItemSpent) << QStringLiteral("magicItemSpent");
    QTest::newRow("first engagement, no banner")
        << used(&UnitState::inFirstEngagement) << QStringLiteral("inFirstEngagement");
    QTest::newRow("steadfast hit, no banner")
        << used(&UnitState::steadfastUsedThisTurn) << QStringLiteral("steadfastUsedThisTurn");
    QTest::newRow("device spent, no device") << used(&UnitState::deviceSpent) << QStringLiteral("deviceSpent");
    QTest::newRow("cast bonus, none") << used(&UnitState::castBonusUsed) << QStringLiteral("castBonusUsed");
    QTest::newRow("dispel bonus, none") << used(&UnitState::dispelBonusUsed) << QStringLiteral("dispelBonusUsed");
    QTest::newRow("helm, none") << used(&UnitState::helmThisTurn) << QStringLiteral("helmThisTurn");
}

void TestUnits::stateValidation()
{
    QFETCH(UnitState, state);
    QFETCH(QString, field);
    const QList<Error> errors = state.validate(knights());
    QVERIFY(!errors.isEmpty());
    QCOMPARE(errors.constFirst().field, field);
}

void TestUnits::hitsRemoveStands_data()
{
    QTest::addColumn<int>("hitsValue");
    QTest::addColumn<int>("already");
    QTest::addColumn<int>("hits");
    QTest::addColumn<int>("removed");
    QTest::addColumn<int>("left");
    QTest::addColumn<int>("recorded");
    // sources/003, Removing casualties: men have Hits 3, Dwarfs 4.
    QTest::newRow("men: 3 hits -> a stand") << 3 << 0 << 3 << 1 << 2 << 0;
    QTest::newRow("dwarfs: 3 hits -> no stand, 3 recorded") << 4 << 0 << 3 << 0 << 3 << 3;
    QTest::newRow("dwarfs: 4 hits -> a stand") << 4 << 0 << 4 << 1 << 2 << 0;
    QTest::newRow("men: 5 hits -> a stand, 2 recorded") << 3 << 0 << 5 << 1 << 2 << 2;
    QTest::newRow("men: 2 + 2 from a second shooter -> a stand, 1 recorded") << 3 << 2 << 2 << 1 << 2 << 1;
    QTest::newRow("men: 7 hits -> two stands, 1 recorded") << 3 << 0 << 7 << 2 << 1 << 1;
}

void TestUnits::hitsRemoveStands()
{
    QFETCH(int, hitsValue);
    QFETCH(int, already);
    QFETCH(int, hits);
    QFETCH(int, removed);
    QFETCH(int, left);
    QFETCH(int, recorded);
    UnitProfile p = knights();
    p.hits = hitsValue;
    UnitState s = UnitState::fresh(p);
    s.hitsAccumulated = already;
    const HitsStruck r = strikeHits(s, hitsValue, hits);
    QCOMPARE(r.standsRemoved, removed);
    QCOMPARE(s.standsLeft, left);
    QCOMPARE(s.positions.total(), left);
    QCOMPARE(s.hitsAccumulated, recorded);
    QVERIFY(!r.destroyed);
}

void TestUnits::leastProtectedStandsGoFirst()
{
    UnitState s = UnitState::fresh(archers());
    s.positions = {1, 1, 1};
    strikeHits(s, 3, 3);
    QCOMPARE(s.positions, (StandPositions{0, 1, 1}));
    strikeHits(s, 3, 3);
    QCOMPARE(s.positions, (StandPositions{0, 0, 1}));
}

void TestUnits::lastStandDestroysTheUnit()
{
    UnitState s = UnitState::fresh(archers());
    const HitsStruck r = strikeHits(s, 3, 11);
    QCOMPARE(r.standsRemoved, 3);
    QVERIFY(r.destroyed);
    QCOMPARE(s.destroyed, DestroyedBy::Casualties);
    QCOMPARE(s.standsLeft, 0);
    QCOMPARE(s.hitsAccumulated, 0);
    QCOMPARE(s.validate(archers()), QList<Error>());
    QCOMPARE(strikeHits(s, 3, 3), HitsStruck{});
}

void TestUnits::markConfusedKeepsTheFirstCause()
{
    UnitState s = UnitState::fresh(archers());
    markConfused(s, ConfusionCause::DrivenIntoImpassable);
    markConfused(s, ConfusionCause::DriveBackSix);
    QCOMPARE(s.confusion, ConfusionCause::DrivenIntoImpassable);
}

void TestUnits::traitKeysRoundTrip()
{
    for (Trait t : AllTraits) {
        QCOMPARE(enumFromKey<Trait>(enumKey(t)), t);
        QVERIFY(!TraitText::name(t).isEmpty());
        QVERIFY(!TraitText::description(t).isEmpty());
    }
    for (UnitType t : AllUnitTypes)
        QCOMPARE(enumFromKey<UnitType>(enumKey(t)), t);
    QCOMPARE(enumFromKey<Trait>(QStringLiteral("nonsense")), std::nullopt);
}

void TestUnits::namesInASentenceCannotBeMisread_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("shown");
    QTest::addColumn<QString>("inASentence");
    QTest::newRow("no label") << QString() << QStringLiteral("Knights") << QStringLiteral("Knights");
    QTest::newRow("a label that is a word")
        << QStringLiteral("left") << QStringLiteral("left") << QStringLiteral("Knights \u201cleft\u201d");
    QTest::newRow("a label that names the type")
        << QStringLiteral("Knights - red banner") << QStringLiteral("Knights - red banner")
        << QStringLiteral("Knights - red banner");
    QTest::newRow("the type in other letters")
        << QStringLiteral("red knights") << QStringLiteral("red knights") << QStringLiteral("red knights");
}

void TestUnits::namesInASentenceCannotBeMisread()
{
    QFETCH(QString, label);
    QFETCH(QString, shown);
    QFETCH(QString, inASentence);
    const Unit unit = Unit::create(1, test::knights(), label);
    QCOMPARE(unit.displayName(), shown);
    QCOMPARE(unit.fullName(), inASentence);
}

QTEST_APPLESS_MAIN(TestUnits)
#include "tst_units.moc"
