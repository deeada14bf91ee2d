// SPDX-License-Identifier: GPL-3.0-or-later
#include "charactercard.h"

#include "ui/tracker/profiletext.h"
#include "ui/tracker/trackerstyle.h"

#include <QApplication>

#include <QContextMenuEvent>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QMenu>
#include <QMouseEvent>

namespace wm {

CharacterCard::CharacterCard(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("characterCard"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_name = new QLabel(this);
    m_name->setObjectName(QStringLiteral("name"));
    m_name->setTextFormat(Qt::PlainText);
    m_command = new QLabel(this);
    m_command->setObjectName(QStringLiteral("command"));
    m_orders = new QLabel(this);
    m_orders->setObjectName(QStringLiteral("orders"));
    // Long names and sentences wrap rather than make the card wider than its column.
    m_name->setWordWrap(true);
    m_orders->setWordWrap(true);
    m_profile = new QLabel(this);
    m_profile->setObjectName(QStringLiteral("profile"));
    m_profile->setTextFormat(Qt::PlainText);
    m_profile->setWordWrap(true);
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(14, 6, 10, 6);
    layout->setHorizontalSpacing(12);
    layout->setVerticalSpacing(2);
    layout->addWidget(m_name, 0, 0);
    layout->addWidget(m_command, 0, 1, Qt::AlignRight);
    layout->addWidget(m_orders, 1, 0, 1, 2);
    layout->addWidget(m_profile, 2, 0, 1, 2);
    layout->setColumnStretch(0, 1);
    applyFonts();
}

void CharacterCard::setCharacter(const Unit &character, const Ruleset &ruleset, int ordersGiven, Orders orders,
                                 const QColor &accent, const QString &withUnit)
{
    m_unit = character.id;
    m_accent = accent;
    m_gone = character.state.isDestroyed();
    const QString type = UnitTypeText::name(character.profile.type);
    // "General", not "General (General)"; but "Orc General (General)" says which one commands.
    m_name->setText(character.displayName() == type ? type : tr("%1 (%2)").arg(character.displayName(), type));
    m_command->setText(character.profile.command ? tr("Command %1").arg(*character.profile.command) : QString());
    const QString rules = ProfileText::ruleNames(character.profile);
    // His attack bonus, Command and move, as the unit cards give theirs; then his rules' names.
    const QString line = ProfileText::line(character.profile, ruleset);
    m_profile->setText(rules.isEmpty() ? line : tr("%1 · %2").arg(line, rules));
    m_profile->setToolTip(ProfileText::rulesToolTip(character.profile));
    if (m_gone && character.state.destroyed == DestroyedBy::WithUnit)
        m_orders->setText(tr("Slain with his unit"));
    else if (m_gone)
        m_orders->setText(tr("Slain"));
    else if (orders == Orders::None)
        m_orders->clear();
    else if (orders == Orders::MayOrder)
        m_orders->setText(ordersGiven == 0 ? tr("No orders given yet; may give orders.")
                                           : tr("Orders given: %1; may give more.").arg(ordersGiven));
    else if (orders == Orders::GeneralFailed)
        m_orders->setText(
            tr("Orders given: %1; the General failed an order, so nobody may give more this phase.").arg(ordersGiven));
    else if (orders == Orders::Finished)
        m_orders->setText(
            tr("Orders given: %1; another character has begun, so he has finished this phase.").arg(ordersGiven));
    else
        m_orders->setText(
            tr("Orders given: %1; failed an order, so no more from this character this phase.").arg(ordersGiven));
    if (!m_gone && !withUnit.isEmpty())
        m_orders->setText(m_orders->text().isEmpty() ? tr("With %1.").arg(withUnit)
                                                     : tr("With %1. %2").arg(withUnit, m_orders->text()));
    if (!m_gone) {
        // A wizard's spells this turn, and an aura he carries, which the players measure from him.
        QStringList magic;
        if (!character.state.spellsCastThisTurn.isEmpty())
            magic.append(tr("Cast this turn: %1.").arg(character.state.spellsCastThisTurn.join(tr(", "))));
        for (const SpellOnUnit &on : character.state.spells) {
            if (!on.aura)
                continue;
            const QString who = on.onEnemies ? tr("enemy units within %1 cm").arg(on.rangeCm)
                                             : tr("friendly units within %1 cm").arg(on.rangeCm);
            magic.append(on.endsTurn ? tr("%1 on %2: %3, to the end of turn %4.")
                                           .arg(on.spell, who, SpellText::state(on.state, on.value))
                                           .arg(*on.endsTurn)
                                     : tr("%1 on %2: %3.").arg(on.spell, who, SpellText::state(on.state, on.value)));
        }
        // His device of power once it is worn or used: the profile line names it already.
        if (const auto item = character.profile.magicItem;
            item && magicItemKind(*item) == MagicItemKind::DeviceOfPower) {
            const QString name = MagicItemText::name(*item);
            if (character.state.helmThisTurn)
                magic.append(tr("%1 \u2014 worn this turn (+1 Command).").arg(name));
            else if (character.state.deviceSpent)
                magic.append(tr("%1 \u2014 used.").arg(name));
        }
        // A once-a-battle bonus the players would otherwise have to remember using.
        if (character.state.castBonusUsed)
            magic.append(tr("Bonus to cast \u2014 used."));
        if (character.state.dispelBonusUsed)
            magic.append(tr("Bonus to dispel \u2014 used."));
        if (character.state.spellbound)
            magic.append(tr("Spellbound: \u22121 on every cast."));
        if (!magic.isEmpty())
            m_orders->setText(m_orders->text().isEmpty() ? magic.join(u' ')
                                                         : tr("%1 %2").arg(m_orders->text(), magic.join(u' ')));
    }
    m_orders->setVisible(!m_orders->text().isEmpty());
    applyStyle();
}

QString CharacterCard::ordersText() const
{
    return m_orders->text();
}

void CharacterCard::applyFonts()
{
    QFont title = font();
    title.setBold(true);
    title.setPointSizeF(font().pointSizeF() * 1.1);
    m_name->setFont(title);
    m_command->setFont(title);
    m_orders->setFont(font());
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.9);
    m_profile->setFont(small);
}

void CharacterCard::applyStyle()
{
    // The system's palette, not this widget's: its own style sheet changes the latter.
    const QPalette p = QApplication::palette();
    const QColor accent = TrackerStyle::readableAccent(p, m_accent.isValid() ? m_accent : p.color(QPalette::Highlight));
    const QColor text = m_gone ? p.color(QPalette::Disabled, QPalette::WindowText) : p.color(QPalette::Text);
    m_styling = true;
    setStyleSheet(QStringLiteral("QFrame#characterCard { background: %1; border: 1px solid %2;"
                                 " border-left: 8px solid %3; border-radius: 6px; }"
                                 "QFrame#characterCard > QLabel { color: %4; }")
                      .arg(m_gone ? p.color(QPalette::Window).name() : TrackerStyle::cardBackground(p, accent).name(),
                           p.color(QPalette::Mid).name(), m_gone ? p.color(QPalette::Mid).name() : accent.name(),
                           text.name()));
    m_styling = false;
}

void CharacterCard::mousePressEvent(QMouseEvent *event)
{
    QFrame::mousePressEvent(event);
    if (!m_gone)
        Q_EMIT clicked(m_unit);
}

void CharacterCard::contextMenuEvent(QContextMenuEvent *event)
{
    if (m_gone)
        return;
    Q_EMIT clicked(m_unit);
    QMenu menu(this);
    for (QAction *action : std::as_const(m_menuActions)) {
        if (action->isEnabled())
            menu.addAction(action);
    }
    if (!menu.isEmpty())
        menu.exec(event->globalPos());
}

void CharacterCard::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
    else if (event->type() == QEvent::PaletteChange && !m_styling)
        applyStyle(); // a new system palette: light to dark or back
}

} // namespace wm
