// SPDX-License-Identifier: GPL-3.0-or-later
#include "unitcard.h"

#include "core/rules/itemeffects.h"
#include "core/rules/movement.h"
#include "ui/tracker/flowlayout.h"
#include "ui/tracker/profiletext.h"
#include "ui/tracker/standpips.h"
#include "ui/tracker/trackerstyle.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QHBoxLayout>
#include <QHash>
#include <QIcon>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

namespace wm {

namespace {

QString destroyedText(DestroyedBy cause)
{
    switch (cause) {
    case DestroyedBy::Casualties:
        return UnitCard::tr("Destroyed");
    case DestroyedBy::Rout:
        return UnitCard::tr("Routed");
    case DestroyedBy::Mishap:
        return UnitCard::tr("Lost to a mishap");
    case DestroyedBy::Retreat:
        return UnitCard::tr("Destroyed retreating");
    case DestroyedBy::WithUnit:
        return UnitCard::tr("Slain with his unit");
    }
    return UnitCard::tr("Destroyed");
}

QString positionText(const StandPositions &p)
{
    if (p.total() == 0)
        return {};
    if (p.open == p.total())
        return UnitCard::tr("Open");
    if (p.defended == p.total())
        return UnitCard::tr("Defended");
    if (p.fortified == p.total())
        return UnitCard::tr("Fortified");
    QStringList parts;
    if (p.open > 0)
        parts << UnitCard::tr("Open %1").arg(p.open);
    if (p.defended > 0)
        parts << UnitCard::tr("Defended %1").arg(p.defended);
    if (p.fortified > 0)
        parts << UnitCard::tr("Fortified %1").arg(p.fortified);
    return parts.join(QStringLiteral(" · "));
}

} // namespace

UnitCard::UnitCard(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("unitCard"));
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);

    m_name = new QLabel(this);
    m_name->setObjectName(QStringLiteral("name"));
    m_name->setTextFormat(Qt::PlainText);
    m_kind = new QLabel(this);
    m_kind->setObjectName(QStringLiteral("kind"));
    m_kind->setTextFormat(Qt::PlainText);
    // A long label wraps rather than make the card wider than its column.
    m_name->setWordWrap(true);
    m_kind->setWordWrap(true);
    // The profile and the rules' names are one glance away from the counters; the rules' summaries
    // and what wmassist does with them are in the tooltip.
    m_profile = new QLabel(this);
    m_profile->setObjectName(QStringLiteral("profile"));
    m_profile->setTextFormat(Qt::PlainText);
    m_profile->setWordWrap(true);
    m_rules = new QLabel(this);
    m_rules->setObjectName(QStringLiteral("rules"));
    m_rules->setTextFormat(Qt::PlainText);
    m_rules->setWordWrap(true);
    m_pips = new StandPips(this);
    m_pips->setObjectName(QStringLiteral("stands"));
    m_hits = new QLabel(this);
    m_hits->setObjectName(QStringLiteral("hits"));
    m_hitsOf = new QLabel(this);
    m_hitsOf->setObjectName(QStringLiteral("hitsOf"));

    auto *strength = new QHBoxLayout;
    strength->setSpacing(6);
    strength->addWidget(m_pips, 0, Qt::AlignVCenter);
    strength->addStretch(1);
    strength->addWidget(m_hits, 0, Qt::AlignBaseline);
    strength->addWidget(m_hitsOf, 0, Qt::AlignBaseline);

    m_markerRow = new QWidget(this);
    m_markerRow->setObjectName(QStringLiteral("markers"));
    new FlowLayout(m_markerRow, 4);

    // The quick edits sit beside the name as icons, their names in the tooltips: a card stays small
    // enough for twenty of them to be seen at once.
    m_buttonRow = new QWidget(this);
    auto *buttons = new QHBoxLayout(m_buttonRow);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->setSpacing(2);
    addButton(tr("\u2212 Hit"), tr("Take one hit off this unit (-)"), QuickEdit::RemoveHit);
    addButton(tr("+ Hit"), tr("Put one more hit on this unit (+)"), QuickEdit::AddHit);
    addButton(tr("Confused"), tr("Mark this unit confused, or no longer confused (C)"), QuickEdit::ToggleConfused);
    addButton(tr("\u2212 Stand"), tr("Remove one stand, the least protected first (Delete)"), QuickEdit::RemoveStand);

    auto *title = new QHBoxLayout;
    title->addWidget(m_name, 1);
    title->addWidget(m_buttonRow, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 8, 10, 8);
    layout->setSpacing(4);
    layout->addLayout(title);
    layout->addWidget(m_kind);
    layout->addWidget(m_profile);
    layout->addWidget(m_rules);
    layout->addLayout(strength);
    layout->addWidget(m_markerRow);
    applyFonts();
}

QToolButton *UnitCard::addButton(const QString &text, const QString &toolTip, QuickEdit edit)
{
    static const QHash<QuickEdit, QString> icons{{QuickEdit::RemoveHit, QStringLiteral("remove-hit")},
                                                 {QuickEdit::AddHit, QStringLiteral("add-hit")},
                                                 {QuickEdit::ToggleConfused, QStringLiteral("confused")},
                                                 {QuickEdit::RemoveStand, QStringLiteral("remove-stand")}};
    auto *button = new QToolButton(m_buttonRow);
    button->setObjectName(icons.value(edit));
    button->setText(text);
    button->setAccessibleName(text);
    button->setToolTip(toolTip);
    button->setIcon(QIcon(QStringLiteral(":/icons/%1.svg").arg(icons.value(edit))));
    button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    button->setAutoRaise(true);
    // Buttons do not take the focus from the card, so the keyboard keeps working on the card.
    button->setFocusPolicy(Qt::NoFocus);
    connect(button, &QToolButton::clicked, this, [this, edit] {
        Q_EMIT clicked(m_unit);
        Q_EMIT editRequested(m_unit, edit);
    });
    static_cast<QHBoxLayout *>(m_buttonRow->layout())->addWidget(button);
    button->setIconSize(QSize(22, 22));
    m_buttons.append({button, edit});
    return button;
}

void UnitCard::setUnit(const Battle &battle, const Unit &unit, const QColor &accent)
{
    m_unit = unit.id;
    m_accent = accent;
    const UnitState &s = unit.state;
    m_gone = s.isDestroyed();

    m_name->setText(unit.displayName());
    m_kind->setText(unit.label.isEmpty() ? UnitTypeText::name(unit.profile.type)
                                         : tr("%1 · %2").arg(unit.profile.name, UnitTypeText::name(unit.profile.type)));
    m_profile->setText(ProfileText::line(unit.profile, battle.ruleset()));
    m_rules->setText(ProfileText::ruleNames(unit.profile));
    m_rules->setToolTip(ProfileText::rulesToolTip(unit.profile));
    m_rules->setVisible(!m_rules->text().isEmpty());
    m_pips->setStands(s.standsLeft, unit.profile.stands);
    m_hits->setText(QString::number(s.hitsAccumulated));
    m_hitsOf->setText(tr("/ %1 hits").arg(unit.hitsValue()));

    qDeleteAll(m_markers);
    m_markers.clear();
    // The system's palette, not this widget's: its own style sheet changes the latter.
    const QPalette p = QApplication::palette();
    const QColor neutral = p.color(QPalette::AlternateBase).darker(TrackerStyle::isDark(p) ? 70 : 108);
    if (m_gone) {
        addMarker(destroyedText(*s.destroyed), neutral, QStringLiteral("destroyed"));
    } else {
        if (s.isConfused()) {
            addMarker(tr("CONFUSED"), TrackerStyle::confused(p), QStringLiteral("confused"));
            m_markers.constLast()->setToolTip(
                tr("%1: confused %2.").arg(ConfusionText::cause(*s.confusion), ConfusionText::ends(*s.confusion)));
        }
        // What this Command phase still allows it, as its orders and moves left it.
        if (s.orderLimit) {
            addMarker(MoveLimitText::name(s.orderLimit->limit), neutral, QStringLiteral("moveLimit"));
            m_markers.constLast()->setToolTip(MoveLimitText::cause(s.orderLimit->cause));
        }
        if (s.chargedThisTurn)
            addMarker(tr("Charged"), TrackerStyle::engaged(p), QStringLiteral("charged"));
        else if (s.evadedThisTurn)
            addMarker(tr("Evaded"), neutral, QStringLiteral("evaded"));
        else if (s.movedOnInitiative)
            addMarker(tr("Moved on initiative"), neutral, QStringLiteral("initiative"));
        if (s.homedBackThisTurn)
            addMarker(tr("Homed back"), neutral, QStringLiteral("homedBack"));
        if (s.engaged)
            addMarker(tr("ENGAGED"), TrackerStyle::engaged(p), QStringLiteral("engaged"));
        addMarker(positionText(s.positions), neutral, QStringLiteral("position"));
        if (s.hitsCarriedIntoCombat > 0)
            addMarker(tr("Hits into combat: %1").arg(s.hitsCarriedIntoCombat), TrackerStyle::engaged(p),
                      QStringLiteral("carried"));
        // A penalty to every order from now on: said as the Command it costs, as the order form says it.
        if (s.permanentCommandPenalty != 0) {
            addMarker(tr("\u2212%1 Command").arg(s.permanentCommandPenalty), neutral, QStringLiteral("penalty"));
            m_markers.constLast()->setToolTip(
                tr("Every order to this unit takes %1 Command more for the rest of the battle (a blunder, or its "
                   "commander slain).")
                    .arg(s.permanentCommandPenalty));
        }
        if (s.immobilised)
            addMarker(tr("Immobilised"), neutral, QStringLiteral("immobilised"));
        addSpellMarkers(unit, battle, neutral);
        // A banner or weapon used up says so: the players need not remember it.
        if (itemSpent(unit)) {
            addMarker(tr("%1 \u2014 used").arg(MagicItemText::name(*unit.profile.magicItem)), neutral,
                      QStringLiteral("itemSpent"));
            m_markers.constLast()->setToolTip(MagicItemText::summary(*unit.profile.magicItem));
        }
    }

    for (const auto &[button, edit] : std::as_const(m_buttons)) {
        // Core says which edits make sense now; the card only offers those.
        button->setEnabled(QuickEdits::input(battle, unit.id, edit).has_value());
        button->setVisible(!m_gone);
    }
    m_buttonRow->setVisible(!m_gone && m_editable);
    setAccessibleName(tr("%1: %2 of %3 stands, %4 hits")
                          .arg(unit.displayName())
                          .arg(s.standsLeft)
                          .arg(unit.profile.stands)
                          .arg(s.hitsAccumulated));
    applyStyle();
}

// One marker a spell on the unit: its name and when it ends, each state it gives in the tooltip.
void UnitCard::addSpellMarkers(const Unit &unit, const Battle &battle, const QColor &background)
{
    QStringList spells;
    for (const SpellOnUnit &on : unit.state.spells) {
        if (!spells.contains(on.spell))
            spells.append(on.spell);
    }
    for (const QString &spell : std::as_const(spells)) {
        QStringList states;
        std::optional<int> endsTurn;
        bool endsThisTurn = false;
        for (const SpellOnUnit &on : unit.state.spells) {
            if (on.spell != spell)
                continue;
            states.append(
                on.aura ? tr("%1, on units within %2 cm").arg(SpellText::state(on.state, on.value)).arg(on.rangeCm)
                        : SpellText::state(on.state, on.value));
            endsTurn = on.endsTurn;
            endsThisTurn = on.endsTurn && *on.endsTurn == battle.turn() && on.endsSide == battle.activeSide();
        }
        const QString ends = !endsTurn      ? tr("until it moves")
                             : endsThisTurn ? tr("ends this turn")
                                            : tr("ends turn %1").arg(*endsTurn);
        addMarker(tr("%1 · %2").arg(spell, ends), background, QStringLiteral("spell"));
        m_markers.constLast()->setToolTip(tr("%1: %2.").arg(spell, states.join(tr("; "))));
    }
}

void UnitCard::addMarker(const QString &text, const QColor &background, const QString &name)
{
    auto *marker = new QLabel(text, m_markerRow);
    marker->setObjectName(name);
    marker->setStyleSheet(TrackerStyle::badgeStyle(background, TrackerStyle::textOn(background)));
    QFont f = font();
    f.setBold(true);
    marker->setFont(f);
    m_markerRow->layout()->addWidget(marker);
    m_markers.append(marker);
}

QString UnitCard::hitsText() const
{
    return m_hits->text() + QLatin1Char(' ') + m_hitsOf->text();
}

QString UnitCard::profileText() const
{
    return m_profile->text();
}

QString UnitCard::rulesText() const
{
    return m_rules->text();
}

QString UnitCard::rulesToolTip() const
{
    return m_rules->toolTip();
}

QStringList UnitCard::markers() const
{
    QStringList texts;
    for (const QLabel *marker : m_markers)
        texts << marker->text();
    return texts;
}

void UnitCard::setSelected(bool selected)
{
    if (m_selected == selected)
        return;
    m_selected = selected;
    applyStyle();
}

void UnitCard::applyFonts()
{
    const QFont base = font();
    QFont title = base;
    title.setBold(true);
    title.setPointSizeF(base.pointSizeF() * 1.25);
    m_name->setFont(title);
    QFont small = base;
    small.setPointSizeF(base.pointSizeF() * 0.9);
    m_kind->setFont(small);
    m_profile->setFont(small);
    m_rules->setFont(small);
    QFont big = base;
    big.setBold(true);
    // The hits are what a player looks for from across the table.
    big.setPointSizeF(base.pointSizeF() * 2.4);
    m_hits->setFont(big);
    m_hitsOf->setFont(base);
    m_pips->setFont(title);
    for (QLabel *marker : std::as_const(m_markers)) {
        QFont f = base;
        f.setBold(true);
        marker->setFont(f);
    }
    // The icons grow with the zoom, as the text does.
    const int icon = qMax(16, QFontMetrics(base).height() * 3 / 2);
    for (const auto &[button, edit] : std::as_const(m_buttons))
        button->setIconSize(QSize(icon, icon));
}

void UnitCard::applyStyle()
{
    // The system's palette, not this widget's: its own style sheet changes the latter.
    const QPalette p = QApplication::palette();
    const QColor accent = TrackerStyle::readableAccent(p, m_accent.isValid() ? m_accent : p.color(QPalette::Highlight));
    const QColor background = m_gone ? p.color(QPalette::Window) : TrackerStyle::cardBackground(p, accent);
    const QColor border = m_selected ? p.color(QPalette::Highlight) : p.color(QPalette::Mid);
    const QColor text = m_gone ? p.color(QPalette::Disabled, QPalette::WindowText) : p.color(QPalette::Text);
    m_styling = true;
    setStyleSheet(QStringLiteral("QFrame#unitCard { background: %1; border: %2px solid %3; border-left: 8px solid %4;"
                                 " border-radius: 6px; }"
                                 "QFrame#unitCard > QLabel#name, QFrame#unitCard > QLabel#hits,"
                                 " QFrame#unitCard > QLabel#hitsOf, QFrame#unitCard > QLabel#profile,"
                                 " QFrame#unitCard > QLabel#rules { color: %5; }"
                                 "QFrame#unitCard > QLabel#kind { color: %6; }")
                      .arg(background.name())
                      .arg(m_selected ? 3 : 1)
                      .arg(border.name(), m_gone ? p.color(QPalette::Mid).name() : accent.name(), text.name(),
                           p.color(m_gone ? QPalette::Disabled : QPalette::Active, QPalette::PlaceholderText).name()));
    m_styling = false;
    m_pips->setColor(m_gone ? p.color(QPalette::Mid) : accent);
}

void UnitCard::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
    else if (event->type() == QEvent::PaletteChange && !m_styling)
        applyStyle(); // a new system palette: light to dark or back
}

void UnitCard::mousePressEvent(QMouseEvent *event)
{
    QFrame::mousePressEvent(event);
    setFocus(Qt::MouseFocusReason);
    Q_EMIT clicked(m_unit);
}

void UnitCard::focusInEvent(QFocusEvent *event)
{
    QFrame::focusInEvent(event);
    Q_EMIT clicked(m_unit);
}

void UnitCard::contextMenuEvent(QContextMenuEvent *event)
{
    if (m_gone)
        return;
    Q_EMIT clicked(m_unit);
    // The rarer edits live in the card's menu; the main window's Unit menu has them all with their keys.
    QMenu menu(this);
    for (QAction *action : std::as_const(m_menuActions)) {
        if (action->isEnabled())
            menu.addAction(action);
    }
    if (!menu.isEmpty())
        menu.addSeparator();
    const std::pair<QString, QuickEdit> entries[] = {
        {tr("Engaged / Not Engaged"), QuickEdit::ToggleEngaged},
        {tr("All Stands in the Open"), QuickEdit::AllOpen},
        {tr("All Stands Defended"), QuickEdit::AllDefended},
        {tr("All Stands Fortified"), QuickEdit::AllFortified},
    };
    for (const auto &[text, edit] : entries) {
        QAction *action = menu.addAction(text);
        const QuickEdit chosen = edit;
        connect(action, &QAction::triggered, this, [this, chosen] { Q_EMIT editRequested(m_unit, chosen); });
    }
    menu.exec(event->globalPos());
}

} // namespace wm
