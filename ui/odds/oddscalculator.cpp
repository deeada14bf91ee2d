// SPDX-License-Identifier: GPL-3.0-or-later
#include "oddscalculator.h"

#include "core/odds/drivebackodds.h"
#include "core/odds/oddstext.h"
#include "core/odds/orderodds.h"
#include "core/odds/shootingodds.h"
#include "core/rules/armour.h"
#include "core/rules/protection.h"
#include "core/rules/unittype.h"
#include "ui/odds/oddsview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace wm {

namespace {

QSpinBox *spinBox(QWidget *parent, const char *name, int least, int most, int value)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(least, most);
    box->setValue(value);
    return box;
}

// A combo box as narrow as a narrow dock needs: its longest choice is elided rather than widening it.
void keepNarrow(QComboBox *box)
{
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(6);
}

QComboBox *scores(QWidget *parent, const char *name, int best, int worst, int value)
{
    auto *box = new QComboBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    for (int score = best; score <= worst; ++score)
        box->addItem(OddsCalculator::tr("%1+").arg(score), score);
    box->setCurrentIndex(box->findData(value));
    keepNarrow(box);
    return box;
}

QFormLayout *formOf(QWidget *form)
{
    auto *layout = new QFormLayout(form);
    layout->setContentsMargins(0, 0, 0, 0);
    // A narrow dock wraps each number under its label rather than cutting either.
    layout->setRowWrapPolicy(QFormLayout::WrapLongRows);
    return layout;
}

} // namespace

OddsCalculator::OddsCalculator(QWidget *parent)
    : QWidget(parent)
    , m_ruleset(Ruleset::warmaster())
{
    setObjectName(QStringLiteral("oddsCalculator"));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("oddsKind"));
    m_kind->setAccessibleName(tr("Odds of"));
    m_kind->addItem(tr("A shot: dice, score to hit, saves"), int(Kind::Shot));
    m_kind->addItem(tr("An order: Command and penalties"), int(Kind::Order));
    m_kind->addItem(tr("A drive back: hits and pace"), int(Kind::DriveBack));
    keepNarrow(m_kind);
    m_kind->setToolTip(tr("What to work out the odds of"));
    m_forms = new QStackedWidget(this);
    m_forms->addWidget(makeShotForm());
    m_forms->addWidget(makeOrderForm());
    m_forms->addWidget(makeDriveBackForm());
    m_view = new OddsView(this);

    auto *title = new QLabel(tr("Odds calculator"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    auto *note = new QLabel(tr("Exact odds before the dice, for a roll with no game behind it. In a game, each "
                               "resolver shows the odds of the roll it is set up for."),
                            this);
    note->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(title);
    layout->addWidget(note);
    layout->addWidget(m_kind);
    layout->addWidget(m_forms);
    layout->addWidget(m_view);
    layout->addStretch(1);

    connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_forms->setCurrentIndex(index);
        recalculate();
    });
    recalculate();
}

QWidget *OddsCalculator::makeShotForm()
{
    auto *form = new QWidget(this);
    m_dice = spinBox(form, "oddsDice", 1, 200, 6);
    m_toHit = scores(form, "oddsToHit", 2, 6, 4);
    m_save = new QComboBox(form);
    m_save->setObjectName(QStringLiteral("oddsSave"));
    keepNarrow(m_save);
    m_save->addItem(tr("none"), 0);
    for (int score = Armour::BestSave; score <= Armour::WorstSave; ++score)
        m_save->addItem(tr("%1+").arg(score), score);
    m_reRollSaves = new QCheckBox(tr("Failed saves rolled again"), form);
    m_reRollSaves->setObjectName(QStringLiteral("oddsReRollSaves"));
    m_hitsValue = spinBox(form, "oddsHitsValue", 1, 20, 3);
    m_stands = spinBox(form, "oddsStands", 1, 20, 3);
    m_hitsOn = spinBox(form, "oddsHitsOn", 0, 2, 0);
    auto *layout = formOf(form);
    layout->addRow(tr("Dice"), m_dice);
    layout->addRow(tr("To hit"), m_toHit);
    layout->addRow(tr("Target's save"), m_save);
    layout->addRow(QString(), m_reRollSaves);
    layout->addRow(tr("Hits a stand"), m_hitsValue);
    layout->addRow(tr("Stands"), m_stands);
    layout->addRow(tr("Hits on it already"), m_hitsOn);
    for (QSpinBox *box : {m_dice, m_hitsValue, m_stands, m_hitsOn})
        connect(box, &QSpinBox::valueChanged, this, [this] { recalculate(); });
    for (QComboBox *box : {m_toHit, m_save})
        connect(box, &QComboBox::currentIndexChanged, this, [this] { recalculate(); });
    connect(m_reRollSaves, &QCheckBox::toggled, this, [this] { recalculate(); });
    return form;
}

QWidget *OddsCalculator::makeOrderForm()
{
    auto *form = new QWidget(this);
    m_command = spinBox(form, "oddsCommand", 2, 10, 9);
    m_character = new QComboBox(form);
    m_character->setObjectName(QStringLiteral("oddsCharacter"));
    keepNarrow(m_character);
    for (UnitType type : {UnitType::General, UnitType::Hero, UnitType::Wizard})
        m_character->addItem(UnitTypeText::name(type), int(type));
    m_modifier = spinBox(form, "oddsModifier", -12, 1, 0);
    // "+1" for the first turn's bonus, so that a bonus never reads as a penalty.
    m_modifier->setToolTip(tr("Every penalty to the order added up (-1, -2...), or +1 for Revolution's "
                              "first-turn bonus"));
    auto *layout = formOf(form);
    layout->addRow(tr("Command"), m_command);
    layout->addRow(tr("Given by"), m_character);
    layout->addRow(tr("Penalties"), m_modifier);
    for (QSpinBox *box : {m_command, m_modifier})
        connect(box, &QSpinBox::valueChanged, this, [this] { recalculate(); });
    connect(m_character, &QComboBox::currentIndexChanged, this, [this] { recalculate(); });
    return form;
}

QWidget *OddsCalculator::makeDriveBackForm()
{
    auto *form = new QWidget(this);
    m_driveBackHits = spinBox(form, "oddsDriveBackHits", 1, 30, 3);
    m_position = new QComboBox(form);
    m_position->setObjectName(QStringLiteral("oddsPosition"));
    keepNarrow(m_position);
    for (Protection p : {Protection::Open, Protection::Defended, Protection::Fortified})
        m_position->addItem(ProtectionText::name(p), int(p));
    m_pace = spinBox(form, "oddsPace", 1, 100, 20);
    m_pace->setSuffix(tr(" cm"));
    auto *layout = formOf(form);
    layout->addRow(tr("Hits this phase"), m_driveBackHits);
    layout->addRow(tr("Its stands"), m_position);
    layout->addRow(tr("Full pace"), m_pace);
    for (QSpinBox *box : {m_driveBackHits, m_pace})
        connect(box, &QSpinBox::valueChanged, this, [this] { recalculate(); });
    connect(m_position, &QComboBox::currentIndexChanged, this, [this] { recalculate(); });
    return form;
}

void OddsCalculator::setRuleset(RulesetId id)
{
    if (id == m_ruleset.id)
        return;
    m_ruleset = Ruleset::forId(id);
    recalculate();
}

void OddsCalculator::showKind(Kind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(int(kind)));
}

OddsCalculator::Kind OddsCalculator::kind() const
{
    return Kind(m_kind->currentData().toInt());
}

void OddsCalculator::recalculate()
{
    switch (kind()) {
    case Kind::Shot:
        showShot();
        return;
    case Kind::Order:
        showOrder();
        return;
    case Kind::DriveBack:
        showDriveBack();
        return;
    }
}

void OddsCalculator::showShot()
{
    // Odd hits on the target are fewer than a stand's hits.
    m_hitsOn->setMaximum(m_hitsValue->value() - 1);
    const int save = m_save->currentData().toInt();
    const Armour armour = save == 0 ? Armour::none() : Armour::saveOn(save);
    m_reRollSaves->setEnabled(armour.hasSave());
    const ShootingOdds odds =
        plainShootingOdds(m_dice->value(), m_toHit->currentData().toInt(), armour, m_hitsValue->value(),
                          m_stands->value(), m_hitsOn->value(), armour.hasSave() && m_reRollSaves->isChecked());
    m_view->setOdds(OddsText::shooting(odds), odds.struck, tr("Hits after saves"));
}

void OddsCalculator::showOrder()
{
    const auto odds = plainOrderOdds(m_command->value(), UnitType(m_character->currentData().toInt()),
                                     m_modifier->value(), m_ruleset);
    if (!odds) {
        m_view->setNoOdds(odds.error().message);
        return;
    }
    m_view->setOdds(OddsText::order(odds.value()), odds->ordersInARowExactly(), tr("Orders in a row"), true);
}

void OddsCalculator::showDriveBack()
{
    const DriveBackOdds odds = plainDriveBackOdds(
        m_driveBackHits->value(), Protection(m_position->currentData().toInt()), m_pace->value(), m_ruleset);
    if (!odds.rollsDice()) {
        m_view->setNoOdds(tr("So few hits on stands in that position roll no dice: no drive back."));
        return;
    }
    m_view->setOdds(OddsText::driveBack(odds), odds.distanceCm, tr("Drive back (cm)"));
}

} // namespace wm
