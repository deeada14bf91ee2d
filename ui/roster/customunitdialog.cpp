// SPDX-License-Identifier: GPL-3.0-or-later
#include "customunitdialog.h"

#include "ui_customunitdialog.h"

#include "core/limits.h"
#include "core/roster/rosterunits.h"

#include <QPushButton>

namespace wm {

namespace {

// A spin box's lowest value stands for "none" (its special value text says so).
std::optional<int> optionalValue(const QSpinBox *spin)
{
    return spin->value() == spin->minimum() ? std::nullopt : std::optional<int>(spin->value());
}

} // namespace

CustomUnitDialog::CustomUnitDialog(QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::CustomUnitDialog>())
{
    m_ui->setupUi(this);
    // The fields stop where a roster file does (core/limits.h); each spin box's lowest value is "none"
    // where it has one.
    m_ui->nameEdit->setMaxLength(Limits::NameLength);
    m_ui->labelEdit->setMaxLength(Limits::NameLength);
    m_ui->attacksSpin->setMaximum(Limits::Attacks);
    m_ui->shootingSpin->setMaximum(Limits::Attacks);
    m_ui->rangeSpin->setMaximum(Limits::DistanceCm);
    m_ui->hitsSpin->setMaximum(Limits::HitsValue);
    m_ui->commandSpin->setMaximum(Limits::Command);
    m_ui->standsSpin->setMaximum(Limits::Stands);
    m_ui->pointsSpin->setMaximum(Limits::UnitPoints);
    for (UnitType type : AllUnitTypes)
        m_ui->typeBox->addItem(UnitTypeText::name(type), int(type));
    for (const Armour &armour : Armour::all())
        m_ui->armourBox->addItem(armour.toString(), armour.score().value_or(0));
    for (Trait trait : AllTraits) {
        auto *item = new QListWidgetItem(TraitText::name(trait), m_ui->traitsList);
        item->setData(Qt::UserRole, quint32(trait));
        item->setToolTip(TraitText::description(trait));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }

    connect(m_ui->nameEdit, &QLineEdit::textChanged, this, &CustomUnitDialog::check);
    connect(m_ui->labelEdit, &QLineEdit::textChanged, this, &CustomUnitDialog::check);
    connect(m_ui->typeBox, &QComboBox::currentIndexChanged, this, &CustomUnitDialog::check);
    connect(m_ui->armourBox, &QComboBox::currentIndexChanged, this, &CustomUnitDialog::check);
    connect(m_ui->traitsList, &QListWidget::itemChanged, this, &CustomUnitDialog::check);
    for (QSpinBox *spin : {m_ui->attacksSpin, m_ui->shootingSpin, m_ui->rangeSpin, m_ui->hitsSpin, m_ui->commandSpin,
                           m_ui->standsSpin, m_ui->pointsSpin})
        connect(spin, &QSpinBox::valueChanged, this, &CustomUnitDialog::check);
    check();
}

CustomUnitDialog::~CustomUnitDialog() = default;

UnitProfile CustomUnitDialog::profile() const
{
    UnitProfile p;
    p.name = m_ui->nameEdit->text().trimmed();
    p.type = UnitType(m_ui->typeBox->currentData().toInt());
    p.combatAttacks = m_ui->attacksSpin->value();
    p.shootingAttacks = optionalValue(m_ui->shootingSpin);
    p.rangeCm = optionalValue(m_ui->rangeSpin);
    p.hits = optionalValue(m_ui->hitsSpin);
    const int armour = m_ui->armourBox->currentData().toInt();
    p.armour = armour > 0 ? Armour::saveOn(armour) : Armour::none();
    p.command = optionalValue(m_ui->commandSpin);
    p.stands = m_ui->standsSpin->value();
    for (int i = 0; i < m_ui->traitsList->count(); ++i) {
        const QListWidgetItem *item = m_ui->traitsList->item(i);
        if (item->checkState() == Qt::Checked)
            p.traits |= Trait(item->data(Qt::UserRole).toUInt());
    }
    return p;
}

Result<RosterUnit> CustomUnitDialog::unit() const
{
    return RosterUnits::custom(profile(), m_ui->pointsSpin->value(), m_ui->labelEdit->text().trimmed());
}

void CustomUnitDialog::check()
{
    const Result<RosterUnit> u = unit();
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(u.ok());
    // Core names the field and what it needs, so its sentence is shown as it is.
    m_ui->problemLabel->setText(u.ok() ? QString() : u.error().message);
    m_ui->problemLabel->setVisible(!u.ok());
}

void CustomUnitDialog::accept()
{
    check();
    if (unit().ok())
        QDialog::accept();
}

std::optional<RosterUnit> CustomUnitDialog::ask(QWidget *parent)
{
    CustomUnitDialog dialog(parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.unit().value();
}

} // namespace wm
