/**
 * The site's icons, from Lucide (lucide-react: maintained, tree-shaken, one
 * small module per icon, drawn inline so no icon font or request is needed),
 * under the names the pages use. Decorative unless given a title; 1.8 px
 * strokes at `size-5` unless a class says otherwise.
 */
import {
  ArrowDownToLine,
  CloudRain,
  HandCoins,
  Ticket,
  ArrowLeft,
  ArrowUpFromLine,
  Banknote,
  ChartColumn,
  Check,
  ChevronDown,
  ChevronRight,
  Copy,
  CreditCard,
  CircleArrowUp,
  Medal,
  MessagesSquare,
  CircleCheck,
  Clock,
  Compass,
  Crown,
  Dices,
  ExternalLink,
  Eye,
  Gift,
  History,
  IdCard,
  Image,
  Info,
  Lock,
  LogOut,
  Mail,
  MapPin,
  Menu,
  Package,
  Pause,
  Pencil,
  Play,
  Plus,
  Search,
  Shield,
  Sparkles,
  Swords,
  TriangleAlert,
  Trophy,
  Truck,
  User,
  Upload,
  Users,
  Volume2,
  VolumeX,
  Wallet,
  WifiOff,
  X,
  Zap,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

type IconProps = Omit<LucideProps, 'ref'> & { title?: string };

function named(Glyph: LucideIcon, displayName: string) {
  function Icon({ title, className, ...props }: IconProps) {
    return (
      <Glyph
        strokeWidth={1.8}
        className={className ?? 'size-5'}
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        focusable="false"
        {...props}
      >
        {title ? <title>{title}</title> : null}
      </Glyph>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const MenuIcon = named(Menu, 'MenuIcon');
export const CloseIcon = named(X, 'CloseIcon');
export const SearchIcon = named(Search, 'SearchIcon');
export const SwordsIcon = named(Swords, 'SwordsIcon');
export const HistoryIcon = named(History, 'HistoryIcon');
export const PackageIcon = named(Package, 'PackageIcon');
export const TrophyIcon = named(Trophy, 'TrophyIcon');
export const GiftIcon = named(Gift, 'GiftIcon');
export const TicketIcon = named(Ticket, 'TicketIcon');
export const WalletIcon = named(Wallet, 'WalletIcon');
export const UserIcon = named(User, 'UserIcon');
export const LogoutIcon = named(LogOut, 'LogoutIcon');
export const ShieldIcon = named(Shield, 'ShieldIcon');
export const DiceIcon = named(Dices, 'DiceIcon');
export const LockIcon = named(Lock, 'LockIcon');
export const ClockIcon = named(Clock, 'ClockIcon');
export const SparklesIcon = named(Sparkles, 'SparklesIcon');
export const ChevronRightIcon = named(ChevronRight, 'ChevronRightIcon');
export const ArrowLeftIcon = named(ArrowLeft, 'ArrowLeftIcon');
export const CheckCircleIcon = named(CircleCheck, 'CheckCircleIcon');
export const AlertIcon = named(TriangleAlert, 'AlertIcon');
export const InfoIcon = named(Info, 'InfoIcon');
export const PlusIcon = named(Plus, 'PlusIcon');
export const ImageIcon = named(Image, 'ImageIcon');
export const ZapIcon = named(Zap, 'ZapIcon');
export const CrownIcon = named(Crown, 'CrownIcon');
export const MailIcon = named(Mail, 'MailIcon');
export const CompassIcon = named(Compass, 'CompassIcon');
export const UsersIcon = named(Users, 'UsersIcon');
export const ChartIcon = named(ChartColumn, 'ChartIcon');
export const ChevronDownIcon = named(ChevronDown, 'ChevronDownIcon');
export const CopyIcon = named(Copy, 'CopyIcon');
export const CheckIcon = named(Check, 'CheckIcon');
export const PencilIcon = named(Pencil, 'PencilIcon');
export const SoundOnIcon = named(Volume2, 'SoundOnIcon');
export const SoundOffIcon = named(VolumeX, 'SoundOffIcon');
export const OfflineIcon = named(WifiOff, 'OfflineIcon');
export const EyeIcon = named(Eye, 'EyeIcon');
export const PauseIcon = named(Pause, 'PauseIcon');
export const PlayIcon = named(Play, 'PlayIcon');
export const DepositIcon = named(ArrowDownToLine, 'DepositIcon');
export const WithdrawIcon = named(ArrowUpFromLine, 'WithdrawIcon');
export const BanknoteIcon = named(Banknote, 'BanknoteIcon');
export const CreditCardIcon = named(CreditCard, 'CreditCardIcon');
export const ExternalLinkIcon = named(ExternalLink, 'ExternalLinkIcon');
export const IdCardIcon = named(IdCard, 'IdCardIcon');
export const MapPinIcon = named(MapPin, 'MapPinIcon');
export const TruckIcon = named(Truck, 'TruckIcon');
export const UploadIcon = named(Upload, 'UploadIcon');
export const UpgradeIcon = named(CircleArrowUp, 'UpgradeIcon');
export const LevelIcon = named(Medal, 'LevelIcon');
export const ChatIcon = named(MessagesSquare, 'ChatIcon');
export const RainIcon = named(CloudRain, 'RainIcon');
export const TipIcon = named(HandCoins, 'TipIcon');
