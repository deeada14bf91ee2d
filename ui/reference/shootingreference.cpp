// SPDX-License-Identifier: GPL-3.0-or-later
#include "shootingreference.h"

#include "core/rules/pace.h"
#include "core/rules/protection.h"
#include "core/rules/shootingphaseend.h"
#include "core/rules/unitprofile.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayoutItem>
#include <QScrollArea>
#include <QVBoxLayout>

namespace wm {

namespace {

QString scoreText(int score)
{
    return score >= 6 ? QStringLiteral("6") : QStringLiteral("%1+").arg(score);
}

void clear(QGridLayout *grid)
{
    while (QLayoutItem *item = grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

void addRow(QGridLayout *grid, const QString &what, const QString &value)
{
    const int row = grid->rowCount();
    auto *left = new QLabel(what);
    left->setWordWrap(true);
    QFont regular = left->font();
    regular.setBold(false);
    left->setFont(regular);
    auto *right = new QLabel(value);
    right->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    grid->addWidget(left, row, 0);
    grid->addWidget(right, row, 1);
}

QGridLayout *section(QVBoxLayout *page, const QString &title)
{
    auto *box = new QGroupBox(title);
    QFont bold = box->font();
    bold.setBold(true);
    box->setFont(bold);
    auto *grid = new QGridLayout(box);
    grid->setColumnStretch(0, 1);
    grid->setHorizontalSpacing(24);
    page->addWidget(box);
    return grid;
}

} // namespace

ShootingReference::ShootingReference(QWidget *parent)
    : QWidget(parent)
    , m_ruleset(Ruleset::warmaster())
{
    setObjectName(QStringLiteral("shootingReference"));
    // Read from a chair at arm's length: larger than the desktop's default text.
    QFont larger = font();
    larger.setPointSizeF(larger.pointSizeF() * 1.3);
    setFont(larger);

    auto *outer = new QVBoxLayout(this);
    auto *header = new QHBoxLayout;
    auto *title = new QLabel(tr("Shooting at a glance"));
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    title->setFont(titleFont);
    header->addWidget(title, 1);

    auto *rulesetLabel = new QLabel(tr("Rule&set:"));
    m_rulesetBox = new QComboBox;
    m_rulesetBox->setObjectName(QStringLiteral("rulesetBox"));
    m_rulesetBox->addItem(Ruleset::name(RulesetId::Warmaster), int(RulesetId::Warmaster));
    m_rulesetBox->addItem(Ruleset::name(RulesetId::Revolution), int(RulesetId::Revolution));
    rulesetLabel->setBuddy(m_rulesetBox);
    header->addWidget(rulesetLabel);
    header->addWidget(m_rulesetBox);
    outer->addLayout(header);

    auto *columns = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    auto *right = new QVBoxLayout;
    columns->addLayout(left, 1);
    columns->addSpacing(16);
    columns->addLayout(right, 1);
    outer->addLayout(columns, 1);

    m_toHit = section(left, tr("Score to hit"));
    m_coverNote = new QLabel;
    m_coverNote->setObjectName(QStringLiteral("coverNote"));
    m_coverNote->setWordWrap(true);
    left->addWidget(m_coverNote);
    m_driveBack = section(left, tr("Drive backs at the end of the phase"));
    left->addStretch(1);
    m_pace = section(right, tr("Full pace"));
    m_chargers = section(right, tr("Shooting at chargers"));
    right->addStretch(1);

    connect(m_rulesetBox, &QComboBox::currentIndexChanged, this,
            [this](int) { setRuleset(RulesetId(m_rulesetBox->currentData().toInt())); });
    refresh();
}

void ShootingReference::setRuleset(RulesetId id)
{
    if (id == m_ruleset.id)
        return;
    m_ruleset = Ruleset::forId(id);
    m_rulesetBox->setCurrentIndex(m_rulesetBox->findData(int(id)));
    refresh();
}

void ShootingReference::refresh()
{
    clear(m_toHit);
    for (Protection p : AllProtections) {
        //: %1 is a position: "in the open", "defended", "fortified"
        addRow(m_toHit, tr("Target %1").arg(ProtectionText::name(p)), scoreText(scoreToHit(p)));
    }
    addRow(m_toHit, tr("Armour save"), tr("one die a hit"));
    m_coverNote->setText(m_ruleset.coverProtects == CoverProtects::AnyUnit
                             ? tr("Cover protects any unit.")
                             : tr("Cover protects only infantry and artillery; other units count as in the open."));

    clear(m_driveBack);
    //: %1 is the dice rolled for each hit
    addRow(m_driveBack, tr("Dice"), tr("%1 a hit, stands lost included").arg(DriveBackRules::DicePerHit));
    for (Protection p : {Protection::Defended, Protection::Fortified}) {
        const int fewer = driveBackHitsIgnored(p);
        //: %1 is a position: "defended", "fortified"
        addRow(m_driveBack, tr("Any stand %1").arg(ProtectionText::name(p)),
               fewer == 1 ? tr("1 die fewer") : tr("%1 dice fewer").arg(fewer));
    }
    //: %1 is the score on a die that confuses the unit
    addRow(m_driveBack, tr("Any %1 rolled").arg(DriveBackRules::ConfusingScore), tr("confused"));
    // The rout rule compares the distance rolled with the full pace: one further routs.
    constexpr int anyFullPace = 20;
    if (DriveBackRules::routs(anyFullPace + 1, anyFullPace))
        addRow(m_driveBack, tr("More than full pace"), tr("routed"));
    addRow(m_driveBack, tr("In combat"),
           DriveBackRules::EngagedUnitsDrivenBack ? tr("driven back") : tr("no drive back"));

    clear(m_chargers);
    addRow(m_chargers, tr("Who shoots"), tr("stands not yet in combat"));
    addRow(m_chargers, tr("Charger counts as"), ProtectionText::name(Protection::Open));
    addRow(m_chargers, tr("Its hits count"), tr("in the first combat round"));
    addRow(m_chargers, tr("Drive back"), DriveBackRules::ChargersDrivenBack ? tr("as usual") : tr("none"));

    clear(m_pace);
    for (UnitType type : AllUnitTypes) {
        if (isCharacter(type) && type != UnitType::General)
            continue;
        UnitProfile profile;
        profile.type = type;
        const QString name = isCharacter(type) ? tr("Characters") : UnitTypeText::name(type);
        addRow(m_pace, name, tr("%1 cm").arg(fullPaceCm(profile, m_ruleset)));
    }
    UnitProfile flyer;
    flyer.traits = Trait::Flyer;
    addRow(m_pace, tr("Flyers"), tr("%1 cm").arg(fullPaceCm(flyer, m_ruleset)));
}

} // namespace wm
